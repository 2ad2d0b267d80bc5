import { zodResolver } from '@hookform/resolvers/zod';
import type { OnboardingIntent } from '@shared/profile/profile.schema';
import type { RefObject } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '../../../components/ui/radio-group';
import { type IntentStepValues, intentStepSchema } from '../onboarding-steps.schema';
import { StepFrame } from './step-frame';

const intents: OnboardingIntent[] = ['buy', 'sell', 'both'];

export function IntentStep({
  headingRef,
  onSave,
  onBack,
  isSaving,
  error,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  onSave: (intent: OnboardingIntent) => void;
  onBack: () => void;
  isSaving: boolean;
  error: string | null;
}) {
  const { t } = useTranslation('onboarding');
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<IntentStepValues>({ defaultValues: { intent: '' }, resolver: zodResolver(intentStepSchema) });
  return (
    <StepFrame
      headingRef={headingRef}
      title={t('steps.intent.title')}
      intro={t('steps.intent.intro')}
      onSubmit={handleSubmit(({ intent }) => intent && onSave(intent))}
      onBack={onBack}
      isSaving={isSaving}
      submitLabel={t('finish')}
      error={error}
    >
      <Controller
        control={control}
        name="intent"
        render={({ field }) => (
          <RadioGroup
            // Validation moves focus to the first option (a radiogroup itself takes no focus).
            ref={(element) => field.ref({ focus: () => element?.querySelector('button')?.focus() })}
            label={t('steps.intent.label')}
            isLabelHidden
            options={intents.map((intent) => ({
              value: intent,
              label: t(`steps.intent.options.${intent}.label`),
              description: t(`steps.intent.options.${intent}.description`),
            }))}
            value={field.value}
            onValueChange={field.onChange}
            error={errors.intent?.message && t(errors.intent.message)}
          />
        )}
      />
    </StepFrame>
  );
}
