import { zodResolver } from '@hookform/resolvers/zod';
import type { RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { type NameStepValues, nameStepSchema } from '../onboarding-steps.schema';
import { StepFrame } from './step-frame';

export function NameStep({
  headingRef,
  defaultName,
  onSave,
  isSaving,
  error,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  defaultName: string;
  onSave: (displayName: string) => void;
  isSaving: boolean;
  error: string | null;
}) {
  const { t } = useTranslation('onboarding');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NameStepValues>({
    defaultValues: { displayName: defaultName },
    resolver: zodResolver(nameStepSchema),
  });
  return (
    <StepFrame
      headingRef={headingRef}
      title={t('steps.name.title')}
      intro={t('steps.name.intro')}
      onSubmit={handleSubmit(({ displayName }) => onSave(displayName.trim()))}
      isSaving={isSaving}
      submitLabel={t('continue')}
      error={error}
    >
      <FormField
        label={t('steps.name.label')}
        hint={t('steps.name.hint')}
        error={errors.displayName?.message && t(errors.displayName.message)}
        isRequired
      >
        <Input autoComplete="nickname" maxLength={60} {...register('displayName')} />
      </FormField>
    </StepFrame>
  );
}
