import { funnelWindowDays } from '@shared/analytics/analytics-constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session/use-session';
import { ForbiddenNotice } from '../components/forbidden-notice';
import { useAnalyticsFunnel } from './api/get-analytics-funnel';

function percent(value: number | null, language: ReturnType<typeof currentLanguage>) {
  return value === null ? '—' : formatNumber(value, language, { style: 'percent', maximumFractionDigits: 1 });
}

function Funnel({ days }: { days: number }) {
  const { t } = useTranslation('analytics');
  const language = currentLanguage();
  const funnel = useAnalyticsFunnel(days);
  if (funnel.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner size="lg" />
      </div>
    );
  }
  if (funnel.isError) {
    return (
      <Alert
        variant="danger"
        actions={
          <Button size="sm" variant="outline" onClick={() => void funnel.refetch()}>
            {t('funnel.retry')}
          </Button>
        }
      >
        {t('funnel.loadFailed')}
      </Alert>
    );
  }
  const { stages, from, to } = funnel.data;
  const first = stages[0]?.sessions ?? 0;
  return (
    <Card className="grid gap-4 overflow-x-auto">
      <p className="text-sm text-muted">
        {t('funnel.range', { from: formatDate(from, language), to: formatDate(to, language) })}
      </p>
      {first === 0 && <p className="text-sm">{t('funnel.empty')}</p>}
      <table className="w-full text-left text-sm" data-testid="analytics-funnel-table">
        <caption className="sr-only">{t('funnel.tableCaption', { days })}</caption>
        <thead>
          <tr className="border-b border-line text-muted">
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('funnel.stage')}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              {t('funnel.sessions')}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              {t('funnel.conversion')}
            </th>
            <th scope="col" className="w-2/5 py-2 font-medium">
              {t('funnel.ofFirst')}
            </th>
          </tr>
        </thead>
        <tbody>
          {stages.map((stage) => {
            const share = first === 0 ? 0 : stage.sessions / first;
            return (
              <tr key={stage.stage} className="border-b border-line last:border-0">
                <th scope="row" className="py-3 pr-4 font-medium">
                  <span className="block">{t(`funnel.stages.${stage.stage}`)}</span>
                  <span className="block text-xs font-normal text-muted">
                    {t(`funnel.stageHints.${stage.stage}`)}
                  </span>
                </th>
                <td className="py-3 pr-4 text-right tabular-nums">
                  {formatNumber(stage.sessions, language)}
                </td>
                <td className="py-3 pr-4 text-right tabular-nums">
                  {percent(stage.conversionFromPrevious, language)}
                </td>
                <td className="py-3">
                  <div className="flex items-center gap-2">
                    <div aria-hidden className="h-3 flex-1 rounded-full bg-surface-sunken">
                      <div
                        className="h-3 rounded-full bg-brand"
                        style={{ width: `${Math.round(share * 100)}%` }}
                      />
                    </div>
                    <span className="w-14 text-right tabular-nums">{percent(share, language)}</span>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}

/** /admin/analytics: the buyer journey funnel over 7/30/90 days (spec §2 stages, ADR 068). */
export function AnalyticsFunnelPage() {
  const { t } = useTranslation('analytics');
  const { persona } = useSession();
  const [days, setDays] = useState<number>(30);
  useEffect(() => {
    document.title = t('funnel.documentTitle');
  }, [t]);
  if (persona !== 'admin') return <ForbiddenNotice />;
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('funnel.title')}</h1>
        <p className="text-muted">{t('funnel.description')}</p>
      </header>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('funnel.window')}</legend>
        {funnelWindowDays.map((window) => (
          <Button
            key={window}
            size="sm"
            variant={window === days ? 'primary' : 'outline'}
            aria-pressed={window === days}
            onClick={() => setDays(window)}
          >
            {t('funnel.days', { count: window })}
          </Button>
        ))}
      </fieldset>
      <Funnel days={days} />
    </div>
  );
}
