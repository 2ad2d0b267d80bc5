import { zodResolver } from '@hookform/resolvers/zod';
import { cities } from '@shared/catalog/cities.data';
import type { Profile } from '@shared/profile/profile.schema';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/form-select-field';
import { toast } from '../../../components/toast/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { SelectOption } from '../../../components/ui/select';
import { describeApiError } from '../../../lib/api';
import { useUpdateProfile } from '../../../lib/profile/api/update-profile';
import { useSession } from '../../../lib/session/use-session';
import {
  keptLocationValue,
  noCityValue,
  type ProfileFormValues,
  profileFormDefaults,
  profileFormSchema,
  profileUpdateRequest,
  serverFieldErrors,
} from '../profile-form';

const serverFieldMessages = {
  displayName: 'profile.form.errors.displayNameLength',
  cityValue: 'profile.form.errors.locationInvalid',
  hasLocationConsent: 'profile.form.errors.consentRequired',
} as const;

/** Edit display name and location (PATCH /api/profile); server problems land at their field. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const { reloadUser } = useSession();
  const updateProfile = useUpdateProfile();
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileFormDefaults(profile),
  });
  const { errors, isSubmitting } = form.formState;
  const cityValue = useWatch({ control: form.control, name: 'cityValue' });

  const cityOptions: SelectOption[] = [
    { value: noCityValue, label: t('profile.form.noLocation') },
    ...(profile.location && profileFormDefaults(profile).cityValue === keptLocationValue
      ? [{ value: keptLocationValue, label: profile.location.label }]
      : []),
    ...cities.map((city) => ({ value: city.id, label: city.label })),
  ];

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await updateProfile.mutateAsync(profileUpdateRequest(values, profile));
      form.reset(profileFormDefaults(saved));
      toast({ title: t('profile.form.saved'), variant: 'success' });
      // The header shows the display name from the session user.
      await reloadUser().catch(() => {});
    } catch (error) {
      const fields = serverFieldErrors(error);
      for (const field of fields) {
        form.setError(field, { message: serverFieldMessages[field] }, { shouldFocus: true });
      }
      if (fields.length === 0) form.setError('root', { message: describeApiError(error, tCommon) });
    }
  });

  const message = (key: string | undefined) => (key ? t(key) : undefined);

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-labelledby="profile-form-title">
      <h2 id="profile-form-title" className="text-lg font-semibold">
        {t('profile.form.title')}
      </h2>
      {errors.root?.message && <Alert variant="danger">{errors.root.message}</Alert>}
      <FormField
        label={t('profile.form.displayName')}
        hint={t('profile.form.displayNameHint')}
        error={message(errors.displayName?.message)}
        isRequired
      >
        <Input autoComplete="nickname" maxLength={60} {...form.register('displayName')} />
      </FormField>
      <FormSelectField
        control={form.control}
        name="cityValue"
        label={t('profile.form.location')}
        hint={t('profile.form.locationHint')}
        error={message(errors.cityValue?.message)}
        options={cityOptions}
      />
      {cityValue !== noCityValue && (
        <Controller
          control={form.control}
          name="hasLocationConsent"
          render={({ field }) => (
            <div className="grid gap-1.5">
              <Checkbox
                ref={field.ref}
                name={field.name}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                disabled={profile.locationConsent}
                label={t('profile.form.consent')}
                description={t('profile.form.consentHint')}
                aria-invalid={errors.hasLocationConsent ? true : undefined}
                aria-errormessage={errors.hasLocationConsent ? 'profile-consent-error' : undefined}
              />
              {errors.hasLocationConsent?.message && (
                <p id="profile-consent-error" className="text-sm font-medium text-danger">
                  {t(errors.hasLocationConsent.message)}
                </p>
              )}
            </div>
          )}
        />
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={isSubmitting}>
          {t('profile.form.save')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          disabled={!form.formState.isDirty || isSubmitting}
          onClick={() => form.reset(profileFormDefaults(profile))}
        >
          {t('profile.form.reset')}
        </Button>
      </div>
    </form>
  );
}
