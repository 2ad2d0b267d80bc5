import { zodResolver } from '@hookform/resolvers/zod';
import type { StoredTraderDetails, TraderDetails } from '@shared/traders/trader.schema';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountrySelectField } from '../../../components/form-select-field';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { describeApiError } from '../../../lib/api';
import { useUpdateTraderProfile } from '../api/update-trader-profile';
import {
  type TraderFormValues,
  traderFieldErrorKey,
  traderFormDefaults,
  traderFormSchema,
} from '../trader-form';

interface TraderFormProps {
  stored: StoredTraderDetails | null;
  /** Already commercial: the form edits the details; otherwise saving makes the seller commercial. */
  isTrader: boolean;
  onSaved: () => void;
  onCancel?: () => void;
}

/**
 * The Art. 30 DSA trader information, checked by the shared schema before it leaves; a refusal
 * keeps what was typed and says why.
 */
export function TraderForm({ stored, isTrader, onSaved, onCancel }: TraderFormProps) {
  const { t } = useTranslation('traders');
  const { t: tCommon } = useTranslation();
  const update = useUpdateTraderProfile();
  const form = useForm<TraderFormValues, unknown, TraderDetails>({
    resolver: zodResolver(traderFormSchema),
    defaultValues: traderFormDefaults(stored),
  });
  const { errors, isSubmitting } = form.formState;
  const message = (key: string | undefined) => {
    const catalogueKey = traderFieldErrorKey(key);
    return catalogueKey ? t(catalogueKey) : undefined;
  };

  const submit = form.handleSubmit(async (details) => {
    try {
      await update.mutateAsync({ sellerKind: 'trader', details });
      onSaved();
    } catch (error) {
      form.setError('root', { message: `${t('form.saveFailed')} ${describeApiError(error, tCommon)}` });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-labelledby="trader-form-title">
      <div className="grid gap-1">
        <h3 id="trader-form-title" className="font-semibold">
          {t('form.title')}
        </h3>
        <p className="text-sm text-muted">{t('form.intro')}</p>
      </div>
      {errors.root?.message && <Alert variant="danger">{errors.root.message}</Alert>}
      <FormField
        label={t('form.legalName')}
        hint={t('form.legalNameHint')}
        error={message(errors.legalName?.message)}
        isRequired
      >
        <Input autoComplete="organization" maxLength={200} {...form.register('legalName')} />
      </FormField>
      <FormField label={t('form.street')} error={message(errors.street?.message)} isRequired>
        <Input autoComplete="street-address" maxLength={200} {...form.register('street')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <FormField label={t('form.postalCode')} error={message(errors.postalCode?.message)} isRequired>
          <Input autoComplete="postal-code" maxLength={10} {...form.register('postalCode')} />
        </FormField>
        <FormField label={t('form.city')} error={message(errors.city?.message)} isRequired>
          <Input autoComplete="address-level2" maxLength={100} {...form.register('city')} />
        </FormField>
      </div>
      <CountrySelectField
        control={form.control}
        name="country"
        label={t('form.country')}
        error={message(errors.country?.message)}
        isRequired
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('form.phone')}
          hint={t('form.phoneHint')}
          error={message(errors.phone?.message)}
          isRequired
        >
          <Input type="tel" autoComplete="tel" maxLength={30} {...form.register('phone')} />
        </FormField>
        <FormField label={t('form.email')} error={message(errors.email?.message)} isRequired>
          <Input type="email" autoComplete="email" maxLength={254} {...form.register('email')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('form.tradeRegisterNumber')}
          hint={t('form.tradeRegisterNumberHint')}
          error={message(errors.tradeRegisterNumber?.message)}
          isOptional
        >
          <Input autoComplete="off" maxLength={50} {...form.register('tradeRegisterNumber')} />
        </FormField>
        <FormField
          label={t('form.registerCourt')}
          hint={t('form.registerCourtHint')}
          error={message(errors.registerCourt?.message)}
          isOptional
        >
          <Input autoComplete="off" maxLength={100} {...form.register('registerCourt')} />
        </FormField>
      </div>
      <FormField
        label={t('form.vatId')}
        hint={t('form.vatIdHint')}
        error={message(errors.vatId?.message)}
        isOptional
      >
        <Input autoComplete="off" spellCheck={false} maxLength={20} {...form.register('vatId')} />
      </FormField>
      <Controller
        control={form.control}
        name="selfCertified"
        render={({ field }) => (
          <div className="grid gap-1.5">
            <Checkbox
              ref={field.ref}
              name={field.name}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              aria-invalid={errors.selfCertified ? true : undefined}
              aria-describedby={errors.selfCertified ? 'trader-self-certified-error' : undefined}
              label={t('form.selfCertified')}
            />
            {errors.selfCertified && (
              <p id="trader-self-certified-error" className="text-sm font-medium text-danger">
                {message(errors.selfCertified.message)}
              </p>
            )}
          </div>
        )}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={isSubmitting}>
          {isTrader ? t('form.save') : t('form.submit')}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
