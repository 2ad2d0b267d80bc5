import type {
  TransparencyPeriod,
  TransparencyPeriodFigures,
  TransparencyResponse,
} from '@shared/moderation/moderation.schema';
import { moderationActions, reportReasons } from '@shared/moderation/moderation-constants';
import type { Db } from '../../db/database';
import {
  automatedDetections,
  decisionsByAction,
  medianHoursToDecision,
  objectionFigures,
  reportsByReason,
  type Unit,
} from './moderation-transparency.repository';

const periodCounts: Record<TransparencyPeriod, number> = { month: 12, quarter: 8, year: 3 };

/** The starts of the last `count` periods (UTC), newest first, the current one included. */
export function periodStarts(period: TransparencyPeriod, now: Date): Date[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const starts: Date[] = [];
  for (let index = 0; index < periodCounts[period]; index += 1) {
    if (period === 'month') starts.push(new Date(Date.UTC(year, month - index, 1)));
    else if (period === 'quarter') starts.push(new Date(Date.UTC(year, month - (month % 3) - index * 3, 1)));
    else starts.push(new Date(Date.UTC(year - index, 0, 1)));
  }
  return starts;
}

function labelOf(period: TransparencyPeriod, start: Date): string {
  const year = start.getUTCFullYear();
  if (period === 'year') return String(year);
  if (period === 'quarter') return `${year}-Q${Math.floor(start.getUTCMonth() / 3) + 1}`;
  return `${year}-${String(start.getUTCMonth() + 1).padStart(2, '0')}`;
}

function endOf(period: TransparencyPeriod, start: Date): Date {
  const months = period === 'month' ? 1 : period === 'quarter' ? 3 : 12;
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
}

const zeros = <T extends string>(keys: readonly T[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<T, number>;

/** The figures per period from SQL; cheap (indexed, grouped) and cached briefly by the caller. */
export async function computeTransparency(
  db: Db,
  period: TransparencyPeriod,
  now = new Date(),
): Promise<TransparencyResponse['data']> {
  const starts = periodStarts(period, now);
  const since = starts.at(-1) ?? now;
  const unit: Unit = period;
  const [reports, decisions, automated, medians, objections] = await Promise.all([
    reportsByReason(db, unit, since),
    decisionsByAction(db, unit, since),
    automatedDetections(db, unit, since),
    medianHoursToDecision(db, unit, since),
    objectionFigures(db, unit, since),
  ]);
  const periods = starts.map((start): TransparencyPeriodFigures => {
    const key = start.toISOString().slice(0, 10);
    const reportsByReasonCounts = zeros(reportReasons);
    for (const row of reports.filter((candidate) => candidate.bucket === key))
      reportsByReasonCounts[row.key as (typeof reportReasons)[number]] += row.total;
    const decisionsByActionCounts = zeros(moderationActions);
    for (const row of decisions.filter((candidate) => candidate.bucket === key))
      decisionsByActionCounts[row.key as (typeof moderationActions)[number]] += row.total;
    const objectionTotal = (kind: string) =>
      objections
        .filter((row) => row.bucket === key && row.key === kind)
        .reduce((sum, row) => sum + row.total, 0);
    const median = medians.find((row) => row.bucket === key)?.hours;
    return {
      label: labelOf(period, start),
      start: start.toISOString(),
      end: endOf(period, start).toISOString(),
      reportsReceived: Object.values(reportsByReasonCounts).reduce((sum, value) => sum + value, 0),
      reportsByReason: reportsByReasonCounts,
      automatedDetections: automated.find((row) => row.bucket === key)?.total ?? 0,
      decisions: Object.values(decisionsByActionCounts).reduce((sum, value) => sum + value, 0),
      decisionsByAction: decisionsByActionCounts,
      medianHoursToDecision:
        median === null || median === undefined ? null : Math.round(Number(median) * 10) / 10,
      objectionsReceived: objectionTotal('received'),
      objectionsDecided: objectionTotal('decided'),
      objectionsUpheld: objectionTotal('upheld'),
    };
  });
  return { period, generatedAt: now.toISOString(), periods };
}

const cacheMs = 60_000;
const caches = new WeakMap<Db, Map<TransparencyPeriod, { at: number; data: TransparencyResponse['data'] }>>();

/** The public page: the same figures, kept a minute per database so a busy page costs little. */
export async function getTransparency(
  db: Db,
  period: TransparencyPeriod,
): Promise<TransparencyResponse['data']> {
  const cache = caches.get(db) ?? new Map();
  caches.set(db, cache);
  const hit = cache.get(period);
  if (hit && Date.now() - hit.at < cacheMs) return hit.data;
  const data = await computeTransparency(db, period);
  cache.set(period, { at: Date.now(), data });
  return data;
}
