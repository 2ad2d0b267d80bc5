import type { AnalyticsConsentState } from '@shared/analytics/analytics-constants';
import { consentTextVersions } from '@shared/privacy/privacy-constants';
import { BarChart3 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from '../../../components/settings-card';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useAnalyticsConsent } from '../../../lib/analytics/use-analytics-consent';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

/** Settings: the analytics consent with its date; allow, decline, or back to "ask me again". */
export function AnalyticsConsentCard() {
  const { t } = useTranslation('analytics');
  const { state, updatedAt, status, choose } = useAnalyticsConsent();
  const [outcome, setOutcome] = useState<
    { kind: 'saved' } | { kind: 'failed'; retry: AnalyticsConsentState }
  >();
  const [isSaving, setIsSaving] = useState(false);

  const decide = async (decision: AnalyticsConsentState) => {
    setIsSaving(true);
    setOutcome(undefined);
    try {
      await choose(decision);
      setOutcome({ kind: 'saved' });
    } catch {
      setOutcome({ kind: 'failed', retry: decision });
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <SettingsCard
      id="analytics-consent"
      icon={<BarChart3 />}
      title={t('card.title')}
      description={t('card.description')}
    >
      <div className="mt-4 grid gap-4">
        <div className="grid gap-1 text-sm" aria-busy={status === 'loading'}>
          <p className="font-semibold" data-testid="analytics-consent-state">
            {t(`card.state.${state}`)}
          </p>
          {updatedAt && state !== 'pending' && (
            <p className="text-muted">
              {t('card.since', { date: formatDate(updatedAt, currentLanguage(), 'long') })}
            </p>
          )}
          <p className="text-muted">{t('card.textVersion', { version: consentTextVersions.analytics })}</p>
        </div>
        {outcome?.kind === 'saved' && (
          <Alert variant="success" onDismiss={() => setOutcome(undefined)}>
            {t('card.saved')}
          </Alert>
        )}
        {outcome?.kind === 'failed' && (
          <Alert
            variant="danger"
            actions={
              <Button size="sm" variant="outline" onClick={() => void decide(outcome.retry)}>
                {t('card.retry')}
              </Button>
            }
          >
            {t('card.failed')}
          </Alert>
        )}
        <div className="flex flex-wrap gap-2">
          {state !== 'granted' && (
            <Button
              variant="outline"
              disabled={isSaving || status === 'loading'}
              onClick={() => void decide('granted')}
            >
              {t('card.grant')}
            </Button>
          )}
          {state !== 'denied' && (
            <Button
              variant="outline"
              disabled={isSaving || status === 'loading'}
              onClick={() => void decide('denied')}
            >
              {t('card.deny')}
            </Button>
          )}
          {state !== 'pending' && (
            <Button
              variant="ghost"
              disabled={isSaving || status === 'loading'}
              onClick={() => void decide('pending')}
            >
              {t('card.reset')}
            </Button>
          )}
        </div>
      </div>
    </SettingsCard>
  );
}
