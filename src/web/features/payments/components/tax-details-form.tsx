import { zodResolver } from '@hookform/resolvers/zod';
import type { TaxProfile, TaxProfileField } from '@shared/payments/payments.schema';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/form-select-field';
import { toast } from '../../../components/toast/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { describeApiError } from '../../../lib/api';
import { useSaveTaxProfile } from '../api/tax-profile';
import {
  residenceCountries,
  serverFieldErrors,
  serverFieldMessageKeys,
  type TaxProfileFormValues,
  taxProfileFormDefaults,
  taxProfileFormSchema,
} from '../tax-profile-form';

const textFields = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'street', autoComplete: 'street-address' },
  { name: 'postalCode', autoComplete: 'postal-code' },
  { name: 'city', autoComplete: 'address-level2' },
] as const satisfies readonly { name: TaxProfileField; autoComplete: string }[];

/** The DAC7 details (ADR 058). Errors sit at their field; nothing typed is lost on a refusal. */
export function TaxDetailsForm({ profile }: { profile: TaxProfile | null }) {
  const { t } = useTranslation('payments');
  const { t: tCommon } = useTranslation();
  const save = useSaveTaxProfile();
  const form = useForm<TaxProfileFormValues, unknown, Parameters<typeof save.mutateAsync>[0]>({
    resolver: zodResolver(taxProfileFormSchema),
    defaultValues: taxProfileFormDefaults(profile),
  });
  const { errors, isSubmitting } = form.formState;
  const country = useWatch({ control: form.control, name: 'country' });
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  const countryOptions = [...new Set([...residenceCountries, country])].map((code) => ({
    value: code,
    label: t(`taxDetails.countries.${code}`, { defaultValue: code }),
  }));

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(taxProfileFormDefaults(saved));
      toast({ title: t('taxDetails.saved'), variant: 'success' });
    } catch (error) {
      const fields = serverFieldErrors(error);
      for (const field of fields) {
        const key =
          field === 'taxId' && country === 'DE'
            ? 'taxDetails.errors.taxIdGerman'
            : serverFieldMessageKeys[field];
        form.setError(field, { message: key }, { shouldFocus: true });
      }
      if (fields.length === 0) form.setError('root', { message: describeApiError(error, tCommon) });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t('taxDetails.title')}>
      {errors.root?.message && <Alert variant="danger">{errors.root.message}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        {textFields.map(({ name, autoComplete }) => (
          <FormField
            key={name}
            label={t(`taxDetails.${name}`)}
            error={message(errors[name]?.message)}
            isRequired
          >
            <Input autoComplete={autoComplete} {...form.register(name)} />
          </FormField>
        ))}
        <FormSelectField
          control={form.control}
          name="country"
          label={t('taxDetails.country')}
          error={message(errors.country?.message)}
          isRequired
          options={countryOptions}
        />
        <FormField label={t('taxDetails.birthDate')} error={message(errors.birthDate?.message)} isRequired>
          <Input type="date" autoComplete="bday" {...form.register('birthDate')} />
        </FormField>
      </div>
      <FormField
        label={t('taxDetails.taxId')}
        hint={
          profile ? t('taxDetails.taxIdReplaceHint', { hint: profile.taxIdHint }) : t('taxDetails.taxIdHint')
        }
        error={message(errors.taxId?.message)}
        isRequired
      >
        <Input
          autoComplete="off"
          inputMode={country === 'DE' ? 'numeric' : 'text'}
          spellCheck={false}
          {...form.register('taxId')}
        />
      </FormField>
      <div>
        <Button type="submit" isLoading={isSubmitting}>
          {t('taxDetails.save')}
        </Button>
      </div>
    </form>
  );
}
