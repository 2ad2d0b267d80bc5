import { zodResolver } from '@hookform/resolvers/zod';
import type { IdentitySubmission } from '@shared/identity/identity.schema';
import { identityDocumentTypes } from '@shared/identity/identity.schema';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountrySelectField } from '../../../components/form-select-field';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { RadioGroup } from '../../../components/ui/radio-group';
import { describeApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useSubmitIdentityCheck } from '../api/submit-identity-check';
import {
  cooldownDateOf,
  fieldErrorKey,
  type IdentityFormValues,
  identityFormDefaults,
  identityFormSchema,
} from '../identity-form';

/**
 * Spec §5 identity form: every field required, checked by the shared schema before it leaves; a
 * refusal keeps what was typed and says why (with the cooldown date when there is one).
 */
export function IdentityForm({ onSubmitted }: { onSubmitted?: () => void }) {
  const { t } = useTranslation('identity');
  const { t: tCommon } = useTranslation();
  const language = currentLanguage();
  const submitCheck = useSubmitIdentityCheck();
  const form = useForm<IdentityFormValues, unknown, IdentitySubmission>({
    resolver: zodResolver(identityFormSchema),
    defaultValues: identityFormDefaults,
  });
  const { errors, isSubmitting } = form.formState;
  const message = (key: string | undefined) => {
    const catalogueKey = fieldErrorKey(key);
    return catalogueKey ? t(catalogueKey) : undefined;
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await submitCheck.mutateAsync(values);
      onSubmitted?.();
    } catch (error) {
      const cooldown = cooldownDateOf(error);
      form.setError('root', {
        message: cooldown
          ? t('form.submitFailedCooldown', { date: formatDate(cooldown, language, 'long') })
          : `${t('form.submitFailed')} ${describeApiError(error, tCommon)}`,
      });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t('form.title')}>
      {errors.root?.message && <Alert variant="danger">{errors.root.message}</Alert>}
      <Controller
        control={form.control}
        name="documentType"
        render={({ field }) => (
          <RadioGroup
            ref={field.ref}
            name={field.name}
            value={field.value}
            onValueChange={field.onChange}
            label={t('form.documentType')}
            orientation="horizontal"
            error={message(errors.documentType?.message)}
            options={identityDocumentTypes.map((type) => ({
              value: type,
              label: t(`form.documentTypes.${type}`),
            }))}
          />
        )}
      />
      <CountrySelectField
        control={form.control}
        name="issuingCountry"
        label={t('form.issuingCountry')}
        error={message(errors.issuingCountry?.message)}
        isRequired
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('form.firstName')} error={message(errors.firstName?.message)} isRequired>
          <Input autoComplete="given-name" maxLength={100} {...form.register('firstName')} />
        </FormField>
        <FormField label={t('form.lastName')} error={message(errors.lastName?.message)} isRequired>
          <Input autoComplete="family-name" maxLength={100} {...form.register('lastName')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('form.documentNumber')}
          hint={t('form.documentNumberHint')}
          error={message(errors.documentNumber?.message)}
          isRequired
        >
          <Input autoComplete="off" spellCheck={false} maxLength={30} {...form.register('documentNumber')} />
        </FormField>
        <FormField label={t('form.birthDate')} error={message(errors.birthDate?.message)} isRequired>
          <Input type="date" autoComplete="bday" {...form.register('birthDate')} />
        </FormField>
      </div>
      <p className="text-sm text-muted">{t('privacy')}</p>
      <div>
        <Button type="submit" isLoading={isSubmitting}>
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
