import {
  type TransparencyPeriod,
  type TransparencyPeriodFigures,
  transparencyPeriods,
} from '@shared/moderation/moderation.schema';
import { moderationActions, reportReasons } from '@shared/moderation/moderation-constants';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Select } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { describeApiError } from '../../lib/api';
import { formatNumber } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { useTransparency } from './api/transparency';
import { formatPeriodLabel } from './period-label';

const tableClasses = 'w-full border-collapse text-sm';
const cellClasses = 'border-b border-line px-3 py-2 text-left';
const numberClasses = 'border-b border-line px-3 py-2 text-right tabular-nums';

function CountTable({
  caption,
  keyHeader,
  rows,
}: {
  caption: string;
  keyHeader: string;
  rows: { key: string; label: string; count: number }[];
}) {
  const { t } = useTranslation('moderation');
  const language = currentLanguage();
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <div className="overflow-x-auto rounded-card border border-line bg-surface">
      <table className={tableClasses}>
        <caption className="px-3 pt-3 pb-2 text-left text-lg font-bold">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={cellClasses}>
              {keyHeader}
            </th>
            <th scope="col" className={`${numberClasses} text-right`}>
              {t('transparency.columns.count')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={`${cellClasses} font-normal`}>
                {row.label}
              </th>
              <td className={numberClasses}>{formatNumber(row.count, language)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <th scope="row" className={cellClasses}>
              {t('transparency.total')}
            </th>
            <td className={numberClasses}>{formatNumber(total, language)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function PeriodFigures({ figures }: { figures: TransparencyPeriodFigures }) {
  const { t } = useTranslation('moderation');
  const language = currentLanguage();
  const median = figures.medianHoursToDecision;
  const summary = [
    {
      key: 'median',
      label: t('transparency.medianTime'),
      value:
        median === null
          ? t('transparency.noMedian')
          : t('transparency.hours', {
              count: median,
              formatted: formatNumber(median, language, { maximumFractionDigits: 1 }),
            }),
    },
    {
      key: 'automated',
      label: t('transparency.automated'),
      value: formatNumber(figures.automatedDetections, language),
    },
    {
      key: 'received',
      label: t('transparency.objectionsReceived'),
      value: formatNumber(figures.objectionsReceived, language),
    },
    {
      key: 'decided',
      label: t('transparency.objectionsDecided'),
      value: formatNumber(figures.objectionsDecided, language),
    },
    {
      key: 'upheld',
      label: t('transparency.objectionsUpheld'),
      value: formatNumber(figures.objectionsUpheld, language),
    },
  ];
  return (
    <div className="grid gap-6">
      <CountTable
        caption={t('transparency.reports')}
        keyHeader={t('transparency.columns.reason')}
        rows={reportReasons.map((reason) => ({
          key: reason,
          label: t(`reasons.${reason}`),
          count: figures.reportsByReason[reason] ?? 0,
        }))}
      />
      <CountTable
        caption={t('transparency.decisions')}
        keyHeader={t('transparency.columns.action')}
        rows={moderationActions.map((action) => ({
          key: action,
          label: t(`actions.${action}`),
          count: figures.decisionsByAction[action] ?? 0,
        }))}
      />
      <div className="overflow-x-auto rounded-card border border-line bg-surface">
        <table className={tableClasses}>
          <caption className="px-3 pt-3 pb-2 text-left text-lg font-bold">
            {t('transparency.summary')}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={cellClasses}>
                {t('transparency.columns.measure')}
              </th>
              <th scope="col" className={`${numberClasses} text-right`}>
                {t('transparency.columns.value')}
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.map((row) => (
              <tr key={row.key}>
                <th scope="row" className={`${cellClasses} font-normal`}>
                  {row.label}
                </th>
                <td className={numberClasses}>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * /transparency (issue 18, Art. 15 and 24 DSA), public: reports by reason, decisions by kind, the
 * median time to a decision and how objections ended, per month, quarter or year.
 */
export function TransparencyPage() {
  const { t } = useTranslation('moderation');
  const { t: tCommon } = useTranslation();
  const language = currentLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const period: TransparencyPeriod =
    transparencyPeriods.find((value) => value === searchParams.get('period')) ?? 'month';
  const figures = useTransparency(period);
  const periods = figures.data?.period === period ? figures.data.periods : [];
  const selected = periods.find((entry) => entry.label === searchParams.get('of')) ?? periods[0];

  useEffect(() => {
    document.title = t('transparency.documentTitle');
  }, [t]);

  const change = (key: 'period' | 'of', value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        if (key === 'period') next.delete('of');
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8">
      <header className="grid gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('transparency.title')}</h1>
        <p className="text-muted">{t('transparency.intro')}</p>
      </header>
      <search aria-label={t('transparency.choose')} className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('transparency.period')}>
          <Select
            value={period}
            onValueChange={(value) => change('period', value)}
            options={transparencyPeriods.map((value) => ({
              value,
              label: t(`transparency.periods.${value}`),
            }))}
          />
        </FormField>
        {periods.length > 0 && selected && (
          <FormField label={t(`transparency.which.${period}`)}>
            <Select
              value={selected.label}
              onValueChange={(value) => change('of', value)}
              options={periods.map((entry) => ({
                value: entry.label,
                label: formatPeriodLabel(period, entry.start, language),
              }))}
            />
          </FormField>
        )}
      </search>
      {figures.isPending && <Spinner label={t('transparency.loading')} />}
      {figures.isError && (
        <Alert
          variant="danger"
          actions={
            <Button size="sm" variant="outline" onClick={() => void figures.refetch()}>
              {tCommon('actions.retry')}
            </Button>
          }
        >
          {t('transparency.loadFailed', { message: describeApiError(figures.error, tCommon) })}
        </Alert>
      )}
      {figures.isSuccess && !selected && <p className="text-muted">{t('transparency.empty')}</p>}
      {selected && (
        <section aria-labelledby="transparency-period" className="grid gap-4">
          <h2 id="transparency-period" className="text-2xl font-bold">
            {formatPeriodLabel(period, selected.start, language)}
          </h2>
          <p className="text-sm text-muted">
            {t('transparency.received', {
              reports: formatNumber(selected.reportsReceived, language),
              decisions: formatNumber(selected.decisions, language),
            })}
          </p>
          <PeriodFigures figures={selected} />
        </section>
      )}
    </div>
  );
}
