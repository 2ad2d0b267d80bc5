import { zodResolver } from '@hookform/resolvers/zod';
import type { Place } from '@shared/locations/location.schema';
import { MapPin } from 'lucide-react';
import { type RefObject, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LocationCombobox } from '../../../components/location-combobox';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { paths } from '../../../lib/paths';
import { type LocationStepValues, locationStepSchema } from '../onboarding-steps.schema';
import { StepFrame } from './step-frame';

/**
 * Spec §3 location: any German place or postal code through the place search (issue 15), or none;
 * storing it needs consent.
 */
export function LocationStep({
  headingRef,
  onSave,
  onBack,
  isSaving,
  error,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  onSave: (place: Place | null) => void;
  onBack: () => void;
  isSaving: boolean;
  error: string | null;
}) {
  const { t } = useTranslation('onboarding');
  const consentErrorId = useId();
  const [place, setPlace] = useState<Place | null>(null);
  const [text, setText] = useState('');
  const [isListOpen, setIsListOpen] = useState(false);
  const { control, handleSubmit, setValue } = useForm<LocationStepValues>({
    defaultValues: { placeSlug: '', hasConsent: false },
    resolver: zodResolver(locationStepSchema),
  });

  const choose = (next: Place | null) => {
    setPlace(next);
    setText('');
    setValue('placeSlug', next?.slug ?? '');
    if (!next) setValue('hasConsent', false);
  };

  return (
    <StepFrame
      headingRef={headingRef}
      title={t('steps.location.title')}
      intro={t('steps.location.intro')}
      onSubmit={handleSubmit(() => onSave(place))}
      onBack={onBack}
      isSaving={isSaving}
      submitLabel={t('continue')}
      error={error}
    >
      <div className="grid gap-2">
        <LocationCombobox
          text={text}
          onTextChange={setText}
          onChoose={choose}
          isListOpen={isListOpen}
          onListOpenChange={setIsListOpen}
        />
        <div
          aria-live="polite"
          className="flex flex-wrap items-center justify-between gap-2 text-sm"
          data-testid="onboarding-place"
        >
          {place ? (
            <>
              <span className="flex min-w-0 items-center gap-1.5 font-medium text-ink">
                <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted" />
                {t('steps.location.chosen', { place: place.label })}
              </span>
              <Button type="button" variant="ghost" size="sm" onClick={() => choose(null)}>
                {t('steps.location.remove')}
              </Button>
            </>
          ) : (
            <span className="text-muted">{t('steps.location.noneChosen')}</span>
          )}
        </div>
      </div>
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
              disabled={!place}
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
