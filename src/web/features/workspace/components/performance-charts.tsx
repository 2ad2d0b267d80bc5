import type { PerformanceFigures } from '@shared/workspace/workspace-performance.schema';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { formatDayLabel, hasTrendData } from '../performance-format';
import { PerformanceChartFrame } from './performance-chart-frame';

/*
 * The performance charts (ADR 074), loaded lazily with recharts so neither the first load nor the
 * other workspace sections carry the chart library. Colours are the app's tokens, so both themes
 * read them.
 */
const axis = { stroke: 'var(--muted)', fontSize: 12 };
const tooltipStyle = {
  contentStyle: { background: 'var(--surface-raised)', border: '1px solid var(--line)', color: 'var(--ink)' },
  labelStyle: { color: 'var(--ink)' },
  itemStyle: { color: 'var(--ink)' },
};

export default function PerformanceCharts({ figures }: { figures: PerformanceFigures }) {
  const { t } = useTranslation('workspace');
  const language = currentLanguage();
  const number = (value: number) => formatNumber(value, language);
  const trend = figures.marketplace.trend.map((day) => ({
    ...day,
    label: formatDayLabel(day.day, language),
  }));
  const funnel = [
    {
      id: 'requested',
      label: t('sections.performance.funnel.requested'),
      jobs: figures.marketplace.funnel.requested,
    },
    {
      id: 'running',
      label: t('sections.performance.funnel.running'),
      jobs: figures.marketplace.funnel.running,
    },
    { id: 'live', label: t('sections.performance.funnel.live'), jobs: figures.marketplace.funnel.live },
  ];
  const states = [
    { id: 'live', label: t('sections.performance.states.live'), listings: figures.sales.liveListings },
    {
      id: 'pending',
      label: t('sections.performance.states.pending'),
      listings: figures.sales.pendingListings,
    },
    { id: 'error', label: t('sections.performance.states.error'), listings: figures.sales.errorListings },
  ];
  const steps = figures.operations.sellFlowSteps.map((step) => ({
    id: step.step,
    label: t(`sections.performance.steps.${step.step}`),
    sessions: step.sessions,
  }));

  return (
    <div className="grid min-w-0 gap-4 md:grid-cols-2">
      <div className="min-w-0 md:col-span-2">
        <PerformanceChartFrame
          title={t('sections.performance.charts.trend.title')}
          description={
            hasTrendData(figures.marketplace.trend)
              ? t('sections.performance.charts.trend.description', { count: figures.days })
              : t('sections.performance.noDataYet')
          }
          columns={[
            { key: 'day', label: t('sections.performance.columns.day') },
            { key: 'views', label: t('sections.performance.columns.views') },
            { key: 'sales', label: t('sections.performance.columns.sales') },
            { key: 'publishLive', label: t('sections.performance.columns.publishLive') },
            { key: 'publishFailed', label: t('sections.performance.columns.publishFailed') },
          ]}
          rows={trend.map((day) => ({
            id: day.day,
            cells: {
              day: day.label,
              views: number(day.views),
              sales: number(day.sales),
              publishLive: number(day.publishLive),
              publishFailed: number(day.publishFailed),
            },
          }))}
        >
          <ResponsiveContainer width="100%" height="100%">
            <LineChart
              accessibilityLayer={false}
              data={trend}
              margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
            >
              <CartesianGrid stroke="var(--line)" strokeDasharray="3 3" />
              <XAxis dataKey="label" tick={axis} stroke="var(--line-strong)" minTickGap={16} />
              <YAxis allowDecimals={false} tick={axis} stroke="var(--line-strong)" />
              <Tooltip {...tooltipStyle} />
              <Legend wrapperStyle={{ color: 'var(--ink)', fontSize: 12 }} />
              <Line
                type="monotone"
                dataKey="views"
                name={t('sections.performance.columns.views')}
                stroke="var(--brand)"
                strokeWidth={2}
                dot={false}
              />
              <Line
                type="monotone"
                dataKey="sales"
                name={t('sections.performance.columns.sales')}
                stroke="var(--success)"
                strokeWidth={2}
                dot={false}
              />
              <Line
                type="monotone"
                dataKey="publishFailed"
                name={t('sections.performance.columns.publishFailed')}
                stroke="var(--danger)"
                strokeWidth={2}
                strokeDasharray="4 3"
                dot={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </PerformanceChartFrame>
      </div>
      <BarFigure
        title={t('sections.performance.charts.funnel.title')}
        description={
          figures.marketplace.funnel.requested > 0
            ? t('sections.performance.charts.funnel.description', {
                requested: figures.marketplace.funnel.requested,
                live: figures.marketplace.funnel.live,
              })
            : t('sections.performance.noDataYet')
        }
        categoryLabel={t('sections.performance.columns.stage')}
        valueLabel={t('sections.performance.columns.jobs')}
        data={funnel.map((row) => ({ id: row.id, label: row.label, value: row.jobs }))}
        color="var(--brand)"
      />
      <BarFigure
        title={t('sections.performance.charts.states.title')}
        description={t('sections.performance.charts.states.description', {
          live: figures.sales.liveListings,
          pending: figures.sales.pendingListings,
          error: figures.sales.errorListings,
        })}
        categoryLabel={t('sections.performance.columns.state')}
        valueLabel={t('sections.performance.columns.listings')}
        data={states.map((row) => ({ id: row.id, label: row.label, value: row.listings }))}
        color="var(--success)"
      />
      <div className="min-w-0 md:col-span-2">
        <BarFigure
          title={t('sections.performance.charts.sellFlow.title')}
          description={
            steps.some((step) => step.sessions > 0)
              ? t('sections.performance.charts.sellFlow.description')
              : t('sections.performance.noDataYet')
          }
          categoryLabel={t('sections.performance.columns.step')}
          valueLabel={t('sections.performance.columns.sessions')}
          data={steps.map((row) => ({ id: row.id, label: row.label, value: row.sessions }))}
          color="var(--warning)"
        />
      </div>
    </div>
  );
}

function BarFigure({
  title,
  description,
  categoryLabel,
  valueLabel,
  data,
  color,
}: {
  title: string;
  description: string;
  categoryLabel: string;
  valueLabel: string;
  data: { id: string; label: string; value: number }[];
  color: string;
}) {
  const language = currentLanguage();
  return (
    <PerformanceChartFrame
      title={title}
      description={description}
      columns={[
        { key: 'label', label: categoryLabel },
        { key: 'value', label: valueLabel },
      ]}
      rows={data.map((row) => ({
        id: row.id,
        cells: { label: row.label, value: formatNumber(row.value, language) },
      }))}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid stroke="var(--line)" strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={axis} stroke="var(--line-strong)" interval={0} />
          <YAxis allowDecimals={false} tick={axis} stroke="var(--line-strong)" />
          <Tooltip {...tooltipStyle} cursor={{ fill: 'var(--surface-sunken)' }} />
          <Bar dataKey="value" name={valueLabel} fill={color} radius={[6, 6, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </PerformanceChartFrame>
  );
}
