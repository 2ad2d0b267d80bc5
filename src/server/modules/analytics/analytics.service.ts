import type { AnalyticsConsent, AnalyticsFunnel } from '@shared/analytics/analytics.schema';
import type { AnalyticsConsentState, JourneyStage } from '@shared/analytics/analytics-constants';
import { journeyStages } from '@shared/analytics/analytics-constants';
import { eventNamesOfStage } from '@shared/analytics/analytics-events.catalogue';
import type { Language } from '@shared/i18n/languages';
import type { ConsentDecision } from '@shared/privacy/privacy-constants';
import { notFound } from '../../core/app-error';
import type { Db } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { recordConsent } from '../privacy/consent-records.service';
import { presentConsent, presentFunnel } from './analytics.presenter';
import {
  countFunnelSessions,
  countListingViews,
  countListingViewsByDay,
  countSellFlowSessions,
  deleteEventsBefore,
  findAnalyticsConsent,
  insertAnalyticsEvents,
  type NewAnalyticsEvent,
  updateAnalyticsConsent,
} from './analytics.repository';
import { parseAnalyticsBatch } from './analytics-batch';
import { coarseUserAgent } from './coarse-user-agent';

/** Decided facts (issue 18): analytics events are kept 14 months. */
export const analyticsRetentionMonths = 14;

const decisionOf: Record<AnalyticsConsentState, ConsentDecision> = {
  granted: 'granted',
  denied: 'denied',
  // Back to "ask me again": the earlier grant no longer holds.
  pending: 'withdrawn',
};

export async function getAnalyticsConsent(db: Db, userId: string): Promise<AnalyticsConsent> {
  const row = await findAnalyticsConsent(db, userId);
  if (!row) throw notFound('User not found');
  return presentConsent(row);
}

/** The state on the account and its consent record change together, or neither does (Art. 7(1) GDPR). */
export async function setAnalyticsConsent(
  db: Db,
  userId: string,
  state: AnalyticsConsentState,
): Promise<AnalyticsConsent> {
  return runInTransaction(db, async (executor) => {
    const now = new Date();
    const row = await updateAnalyticsConsent(executor, userId, state, now);
    if (!row) throw notFound('User not found');
    await recordConsent(executor, userId, 'analytics', decisionOf[state], now);
    return presentConsent(row);
  });
}

interface BatchCaller {
  userId: string | undefined;
  userAgentHeader: string | undefined;
  language: Language;
}

/**
 * Spec §7: validates the whole batch, then stores what consent allows. A signed-in user's events
 * count only with the account's consent granted; a guest's only when each event carries the device
 * consent `granted` (the server cannot check a device, ADR 068). Dropped events still answer 202,
 * so a client that lost a race with a consent change does not retry forever.
 */
export async function recordAnalyticsEvents(db: Db, events: unknown[], caller: BatchCaller) {
  const parsed = parseAnalyticsBatch(events, caller.language);
  const isAllowed = caller.userId
    ? (await findAnalyticsConsent(db, caller.userId))?.state === 'granted'
    : undefined;
  const userAgent = coarseUserAgent(caller.userAgentHeader);
  const rows: NewAnalyticsEvent[] = parsed
    .filter((event) => isAllowed ?? event.context.consent === 'granted')
    .map((event) => {
      // The IP address and the full user agent are left out here, on purpose.
      const { platform, appVersion, locale, offline, userAgent: clientAgent } = event.context.client;
      const agent = coarseUserAgent(clientAgent) ?? userAgent;
      return {
        name: event.event,
        occurredAt: new Date(event.occurredAt),
        userId: caller.userId ?? null,
        sessionId: event.context.sessionId,
        properties: event.properties as Record<string, unknown>,
        context: {
          platform,
          appVersion,
          locale,
          offline,
          ...(event.context.metadata ? { metadata: event.context.metadata } : {}),
          ...(agent ? { userAgent: agent } : {}),
        },
      };
    });
  return { accepted: await insertAnalyticsEvents(db, rows) };
}

export async function getAnalyticsFunnel(db: Db, days: number, now = new Date()): Promise<AnalyticsFunnel> {
  const from = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const namesByStage = Object.fromEntries(
    journeyStages.map((stage) => [stage, eventNamesOfStage(stage)]),
  ) as Record<JourneyStage, string[]>;
  const counts = await countFunnelSessions(db, namesByStage, from, now);
  return presentFunnel(days, from, now, counts);
}

/** For the seller workspace (issue 18): how often each of the given listings was viewed in `days`. */
export async function listingViewCounts(
  db: Db,
  listingIds: string[],
  days: number,
  now = new Date(),
): Promise<Map<string, number>> {
  const from = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const rows = await countListingViews(db, listingIds, from);
  return new Map(listingIds.map((id) => [id, rows.find((row) => row.listingId === id)?.views ?? 0]));
}

/** For the seller workspace's trend (issue 19): consented views of the given listings per UTC day. */
export function listingViewsByDay(db: Db, listingIds: string[], from: Date, to: Date) {
  return countListingViewsByDay(db, listingIds, from, to);
}

/**
 * For the seller workspace's drop-off rate (issue 19): the user's consented sessions per sell-flow
 * step (photo, speech, preview, publish) in the window.
 */
export function sellFlowSessions(db: Db, userId: string, from: Date, to: Date) {
  return countSellFlowSessions(db, userId, from, to);
}

/** The scheduled retention sweep: events older than 14 months go. */
export async function sweepAnalyticsEvents(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now);
  before.setUTCMonth(before.getUTCMonth() - analyticsRetentionMonths);
  return deleteEventsBefore(db, before);
}
