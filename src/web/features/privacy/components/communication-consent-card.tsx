import type { ConsentRecord } from '@shared/privacy/account-deletion.schema';
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from '../../../components/settings-card';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { describeApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useDecideCommunicationConsent } from '../api/decide-communication-consent';
import { useConsents } from '../api/get-consents';

function ConsentHistory({ records }: { records: ConsentRecord[] }) {
  const { t } = useTranslation('privacy');
  const language = currentLanguage();
  if (records.length === 0) return <p className="text-muted">{t('consents.history.empty')}</p>;
  return (
    <ol className="grid gap-1 text-muted">
      {records.map((record) => (
        <li key={record.id}>
          {t('consents.history.entry', {
            kind: t(`consents.kinds.${record.kind}`),
            decision: t(`consents.decisions.${record.decision}`),
            date: formatDate(record.recordedAt, language, 'long'),
            version: record.textVersion,
          })}
        </li>
      ))}
    </ol>
  );
}

/**
 * Settings card: the communication consent (spec §3, Art. 7 GDPR) with the time and text version it
 * was given for; withdrawing is one button, like giving. The consent history lists every record.
 */
export function CommunicationConsentCard() {
  const { t } = useTranslation('privacy');
  const { t: tCommon } = useTranslation();
  const consents = useConsents();
  const decide = useDecideCommunicationConsent();
  const language = currentLanguage();
  const state = consents.data?.communication;
  return (
    <SettingsCard
      id="communication-consent"
      icon={<MessagesSquare />}
      title={t('consents.communication.title')}
      description={t('consents.communication.description')}
    >
      <div className="grid gap-4 text-sm">
        {consents.isPending && <Skeleton className="h-10 w-full" aria-label={t('consents.loading')} />}
        {consents.error && <Alert variant="danger">{describeApiError(consents.error, tCommon)}</Alert>}
        {decide.error && <Alert variant="danger">{describeApiError(decide.error, tCommon)}</Alert>}
        {state && (
          <>
            <p data-testid="communication-consent-state">
              {state.isGranted && state.decidedAt
                ? t('consents.communication.granted', {
                    date: formatDate(state.decidedAt, language, 'long'),
                    version: state.textVersion ?? state.currentTextVersion,
                  })
                : t('consents.communication.notGranted')}
            </p>
            <div>
              <Button
                variant={state.isGranted ? 'outline' : 'primary'}
                isLoading={decide.isPending}
                onClick={() => decide.mutate(state.isGranted ? 'withdrawn' : 'granted')}
              >
                {state.isGranted ? t('consents.communication.withdraw') : t('consents.communication.give')}
              </Button>
            </div>
            <div className="grid gap-2">
              <h3 className="font-semibold text-ink">{t('consents.history.title')}</h3>
              <ConsentHistory records={consents.data?.history ?? []} />
            </div>
          </>
        )}
      </div>
    </SettingsCard>
  );
}
