import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

export interface StepFrameProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  title: string;
  intro: string;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  onBack?: () => void;
  isSaving: boolean;
  submitLabel: string;
  /** A failed save, already in words. */
  error: string | null;
  children: ReactNode;
}

/** One onboarding step: its heading (focused when the step appears), fields, and back / continue. */
export function StepFrame({
  headingRef,
  title,
  intro,
  onSubmit,
  onBack,
  isSaving,
  submitLabel,
  error,
  children,
}: StepFrameProps) {
  const { t } = useTranslation('onboarding');
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-labelledby="onboarding-step-title">
      <div className="grid gap-1">
        <h2
          id="onboarding-step-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold tracking-tight focus:outline-none"
        >
          {title}
        </h2>
        <p className="text-muted">{intro}</p>
      </div>
      {error && <Alert variant="danger">{error}</Alert>}
      {children}
      <div className="flex flex-wrap-reverse items-center justify-between gap-3 pt-2">
        {onBack ? (
          <Button variant="ghost" onClick={onBack} disabled={isSaving}>
            {t('back')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" size="lg" isLoading={isSaving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
