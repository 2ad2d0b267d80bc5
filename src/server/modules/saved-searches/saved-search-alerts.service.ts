import { findTaxonomyCategory } from '@shared/catalog/taxonomy';
import { isLanguage, type Language } from '@shared/i18n/languages';
import { savedSearchParamsKey } from '@shared/saved-searches/saved-search.schema';
import { parseSearchParams } from '@shared/search/search-params';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { resolveMailLanguage } from '../mail/mail-language';
import { renderSavedSearchAlertMail } from '../mail/mail-templates';
import type { Mailer } from '../mail/mailer';
import { priceTextOf, type SavedSearchMatchPayload } from '../notifications/notification-text';
import { notifySavedSearchMatch } from '../notifications/notifications.service';
import { findListingsMatching } from '../search/search.service';
import {
  type AlertListing,
  type AlertSearch,
  advanceAlertedUntil,
  databaseNow,
  findAlertListings,
  findCandidateSearches,
  findSearchesToSweep,
  insertSavedSearchMatch,
} from './saved-search-alerts.repository';

export interface AlertContext {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  logger: FastifyBaseLogger;
}

/**
 * The sweep looks this far behind `alerted_until`, so a listing whose publish committed a moment
 * after an earlier sweep read the table is still seen; the matches table keeps it to one alert.
 */
export const sweepOverlapSeconds = 120;
/** More than this many new matches per minute for one search would be noise, not an alert. */
const sweepMatchesPerSearchMax = 50;

/** The publish path: every saved search (but the seller's own) that matches the new listing. */
export async function sendAlertsForListing(context: AlertContext, listingId: string): Promise<number> {
  const [listing] = await findAlertListings(context.db, [listingId]);
  if (!listing?.publishedAt) return 0;
  const categoryPath = findTaxonomyCategory(listing.categoryId)?.path ?? [listing.categoryId];
  const candidates = await findCandidateSearches(context.db, {
    id: listing.id,
    sellerId: listing.sellerId,
    publishedAt: listing.publishedAt,
    categoryPath,
  });
  let delivered = 0;
  for (const search of candidates) {
    const { params } = parseSearchParams(search.params);
    const matching = await findListingsMatching(context.db, params, { listingIds: [listing.id] });
    if (matching.includes(listing.id) && (await deliverAlert(context, search, listing))) delivered += 1;
  }
  return delivered;
}

/** The safety net, every minute: listings published after each search's window started. */
export async function sweepSavedSearches(context: AlertContext): Promise<number> {
  const sweptUntil = await databaseNow(context.db);
  const searches = await findSearchesToSweep(context.db, sweepOverlapSeconds);
  let delivered = 0;
  for (const search of searches) {
    const { params } = parseSearchParams(search.params);
    const ids = await findListingsMatching(context.db, params, {
      publishedAfter: search.windowStart,
      limit: sweepMatchesPerSearchMax,
    });
    const found = await findAlertListings(context.db, ids);
    for (const listing of found) {
      if (listing.sellerId === search.userId) continue;
      if (await deliverAlert(context, search, listing)) delivered += 1;
    }
    await advanceAlertedUntil(context.db, search.id, sweptUntil);
  }
  return delivered;
}

/**
 * Exactly once per saved search and listing: the match row and the notification are written in
 * one transaction, and only the writer of the match row sends the mail (after the commit).
 */
async function deliverAlert(context: AlertContext, search: AlertSearch, listing: AlertListing) {
  const payload: SavedSearchMatchPayload = {
    savedSearchId: search.id,
    label: search.label,
    listingId: listing.id,
    listingSlug: listing.slug,
    listingTitle: listing.title,
    priceCents: listing.priceCents,
  };
  const isNew = await runInTransaction(context.db, async (executor) => {
    if (!(await insertSavedSearchMatch(executor, search.id, listing.id))) return false;
    await notifySavedSearchMatch(executor, search.userId, payload);
    return true;
  });
  if (isNew && search.notificationsEnabled && search.emailVerifiedAt) {
    await sendAlertMail(context, search, payload);
  }
  return isNew;
}

async function sendAlertMail(context: AlertContext, search: AlertSearch, payload: SavedSearchMatchPayload) {
  const language = alertLanguageOf(search.preferences);
  const query = savedSearchParamsKey(search.params);
  const resultsUrl = `${context.publicUrl}/search?${query}${query ? '&' : ''}saved=${search.id}`;
  const listingUrl = `${context.publicUrl}/listing/${payload.listingSlug}`;
  const mail = renderSavedSearchAlertMail(language, {
    label: payload.label,
    listingTitle: payload.listingTitle,
    priceText: priceTextOf(payload.priceCents, language),
    listingUrl,
    resultsUrl,
  });
  try {
    await context.mailer.send({
      kind: 'saved-search-alert',
      to: search.email,
      ...mail,
      actionUrl: listingUrl,
    });
  } catch (error) {
    // The in-app notification exists; retrying the job would not resend (the match is recorded).
    context.logger.error({ err: error, savedSearchId: search.id }, 'saved-search alert mail failed');
  }
}

function alertLanguageOf(preferences: Record<string, unknown>): Language {
  const stored = preferences.mailLanguage;
  return resolveMailLanguage(isLanguage(stored) ? stored : undefined, undefined);
}
