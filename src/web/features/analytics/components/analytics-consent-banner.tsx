import type { AnalyticsConsentState } from '@shared/analytics/analytics-constants';
import { BarChart3 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useAnalyticsConsent } from '../../../lib/analytics/use-analytics-consent';
import { paths } from '../../../lib/paths';

/**
 * Spec §3 telemetry consent: a non-modal banner at the bottom while the choice is pending, Accept
 * and Decline side by side and alike (declining is as easy as agreeing). On phones it sits above
 * the bottom bar, on larger screens above the sticky call to action, so it covers neither.
 */
export function AnalyticsConsentBanner() {
  const { t } = useTranslation('analytics');
  const { state, status, choose } = useAnalyticsConsent();
  const [isSaving, setIsSaving] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const titleId = useId();
  const textId = useId();
  if (status !== 'ready' || state !== 'pending') return null;

  const decide = async (decision: AnalyticsConsentState) => {
    setIsSaving(true);
    setHasFailed(false);
    try {
      await choose(decision);
    } catch {
      setHasFailed(true);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="analytics-consent-banner"
      className="fixed inset-x-3 bottom-[calc(4.25rem+env(safe-area-inset-bottom))] z-40 mx-auto max-w-2xl rounded-2xl border border-line bg-surface-raised p-4 shadow-pop md:bottom-24"
    >
      <div className="flex items-start gap-3">
        <BarChart3 aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
        <div className="grid min-w-0 flex-1 gap-2">
          <h2 id={titleId} className="text-sm font-semibold">
            {t('banner.title')}
          </h2>
          <p id={textId} className="text-sm text-muted">
            {t('banner.text')}{' '}
            <Link to={paths.privacy} className="font-medium text-brand underline underline-offset-2">
              {t('banner.privacyLink')}
            </Link>
          </p>
          {hasFailed && (
            <p role="alert" className="text-sm font-medium text-danger">
              {t('banner.failed')}
            </p>
          )}
          <div className="mt-1 grid grid-cols-2 gap-2 sm:flex sm:justify-end">
            <Button variant="outline" disabled={isSaving} onClick={() => void decide('denied')}>
              {t('banner.decline')}
            </Button>
            <Button variant="outline" disabled={isSaving} onClick={() => void decide('granted')}>
              {t('banner.accept')}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
