import type { ShippingAddressInput } from '@shared/orders/order.schema';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import {
  type ShippingAddressField,
  type ShippingAddressFormValues,
  shippingCountries,
} from '../checkout-form';

interface ShippingAddressFieldsProps {
  form: UseFormReturn<ShippingAddressFormValues, unknown, ShippingAddressInput>;
}

/**
 * The parcel's address in the German order (name, street and number, postal code, town, country),
 * checked by the same schema as the server; each field names its own problem.
 */
export function ShippingAddressFields({ form }: ShippingAddressFieldsProps) {
  const { t } = useTranslation('checkout');
  const errors: FieldErrors<ShippingAddressFormValues> = form.formState.errors;
  const errorOf = (field: ShippingAddressField) => (errors[field] ? t(`address.errors.${field}`) : undefined);
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-lg font-semibold">{t('address.title')}</legend>
      <FormField label={t('address.name')} error={errorOf('name')} isRequired>
        <Input autoComplete="shipping name" maxLength={120} {...form.register('name')} />
      </FormField>
      <FormField
        label={t('address.street')}
        hint={t('address.streetHint')}
        error={errorOf('street')}
        isRequired
      >
        <Input autoComplete="shipping street-address" maxLength={160} {...form.register('street')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <FormField label={t('address.postalCode')} error={errorOf('postalCode')} isRequired>
          <Input
            autoComplete="shipping postal-code"
            inputMode="numeric"
            maxLength={10}
            {...form.register('postalCode')}
          />
        </FormField>
        <FormField label={t('address.city')} error={errorOf('city')} isRequired>
          <Input autoComplete="shipping address-level2" maxLength={120} {...form.register('city')} />
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="country"
        render={({ field }) => (
          <FormField label={t('address.country')} error={errorOf('country')} isRequired>
            <Select
              ref={field.ref}
              name={field.name}
              value={field.value ?? 'DE'}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              options={shippingCountries.map((code) => ({
                value: code,
                label: t(`address.countries.${code}`),
              }))}
            />
          </FormField>
        )}
      />
    </fieldset>
  );
}
