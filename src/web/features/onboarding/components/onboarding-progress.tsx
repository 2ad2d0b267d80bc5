import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { onboardingSteps } from '../onboarding-steps.schema';

/** Where the user is among the three steps: a caption plus one marker per step. */
export function OnboardingProgress({ currentIndex }: { currentIndex: number }) {
  const { t } = useTranslation('onboarding');
  return (
    <nav aria-label={t('progress.label')} className="mb-6 grid gap-3">
      <p className="text-sm font-semibold text-muted">
        {t('progress.caption', { current: currentIndex + 1, total: onboardingSteps.length })}
      </p>
      <ol className="grid grid-cols-3 gap-2">
        {onboardingSteps.map((step, index) => {
          const isDone = index < currentIndex;
          const isCurrent = index === currentIndex;
          return (
            <li key={step} aria-current={isCurrent ? 'step' : undefined} className="grid gap-1.5">
              <span
                aria-hidden
                className={cn('h-1.5 rounded-full', isDone || isCurrent ? 'bg-brand' : 'bg-line')}
              />
              <span
                className={cn(
                  'flex items-center gap-1 text-xs font-medium',
                  isCurrent ? 'text-ink' : 'text-muted',
                )}
              >
                {isDone && <Check aria-hidden className="size-3.5 text-success" />}
                {t(`steps.${step}.short`)}
                <span className="sr-only">
                  {isDone ? t('progress.done') : isCurrent ? t('progress.current') : t('progress.upcoming')}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
