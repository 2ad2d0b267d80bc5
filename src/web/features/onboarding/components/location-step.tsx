import { zodResolver } from '@hookform/resolvers/zod';
import { type CityOption, cities } from '@shared/catalog/cities.data';
import { type RefObject, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Checkbox } from '../../../components/ui/checkbox';
import { RadioGroup } from '../../../components/ui/radio-group';
import { paths } from '../../../lib/paths';
import { type LocationStepValues, locationStepSchema, noCityValue } from '../onboarding-steps.schema';
import { StepFrame } from './step-frame';

/** Spec §3 location: one of the ten cities, or none; storing it needs consent. */
export function LocationStep({
  headingRef,
  onSave,
  onBack,
  isSaving,
  error,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  onSave: (city: CityOption | null) => void;
  onBack: () => void;
  isSaving: boolean;
  error: string | null;
}) {
  const { t } = useTranslation('onboarding');
  const consentErrorId = useId();
  const {
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<LocationStepValues>({
    defaultValues: { cityId: noCityValue, hasConsent: false },
    resolver: zodResolver(locationStepSchema),
  });
  const hasCity = watch('cityId') !== noCityValue;
  const options = [
    ...cities.map((city) => ({ value: city.id, label: city.label })),
    { value: noCityValue, label: t('steps.location.none') },
  ];

  return (
    <StepFrame
      headingRef={headingRef}
      title={t('steps.location.title')}
      intro={t('steps.location.intro')}
      onSubmit={handleSubmit(({ cityId }) => onSave(cities.find((city) => city.id === cityId) ?? null))}
      onBack={onBack}
      isSaving={isSaving}
      submitLabel={t('continue')}
      error={error}
    >
      <Controller
        control={control}
        name="cityId"
        render={({ field }) => (
          <RadioGroup
            label={t('steps.location.label')}
            options={options}
            orientation="horizontal"
            value={field.value}
            onValueChange={field.onChange}
            error={errors.cityId?.message && t(errors.cityId.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="hasConsent"
        render={({ field, fieldState }) => (
          <div className="grid gap-1.5 rounded-xl bg-surface-sunken p-4">
            <Checkbox
              ref={field.ref}
              label={t('steps.location.consent')}
              description={
                <Trans
                  t={t}
                  i18nKey="steps.location.consentHint"
                  components={{
                    privacyLink: (
                      <Link
                        to={paths.privacy}
                        target="_blank"
                        rel="noopener"
                        className="font-semibold text-brand underline"
                      />
                    ),
                  }}
                />
              }
              checked={field.value}
              disabled={!hasCity}
              onBlur={field.onBlur}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              aria-invalid={fieldState.error ? true : undefined}
              aria-describedby={fieldState.error ? consentErrorId : undefined}
            />
            {fieldState.error?.message && (
              <p id={consentErrorId} className="text-sm font-medium text-danger">
                {t(fieldState.error.message)}
              </p>
            )}
          </div>
        )}
      />
    </StepFrame>
  );
}
