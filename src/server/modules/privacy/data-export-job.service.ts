import { isLanguage, type Language, languages } from '@shared/i18n/languages';
import { type DataExportFile, dataExportFiles } from '@shared/privacy/data-export.schema';
import { dataExportLinkHours } from '@shared/privacy/privacy-constants';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDependencies } from '../../core/app-instance';
import { serverText, serverTextList } from '../../core/server-texts';
import { renderCatalogueMail } from '../mail/mail-templates';
import { readStream } from '../media/media-storage';
import { mediaStoresOf } from '../media/media-storage-selection';
import { notifyDataExportReady } from '../notifications/notifications.service';
import {
  claimDataExport,
  findDataExport,
  listSupersededArchives,
  markDataExportExpired,
  markDataExportFailed,
  markDataExportReady,
  setDataExportProgress,
} from './data-export.repository';
import { type ArchiveEntry, buildZip, jsonBytes, photoEntryName } from './data-export-archive';
import {
  type AccountRow,
  findAccountRow,
  findConversationsOf,
  findDraftsOf,
  findListingsOf,
  findOrdersOf,
  findPhotosOf,
  findProfileExtras,
} from './data-export-collect.repository';
import {
  findConsentRecordsOf,
  findEngagementOf,
  findFeedbackAndAnalyticsOf,
  findIdentityChecksOf,
  findModerationOf,
  findReviewsOf,
  findSignInHistoryOf,
  findTaxAndTraderProfileOf,
} from './data-export-collect-more.repository';

/** A job that runs longer than this fails (and can be retried); the sweep catches crashed ones. */
export const dataExportTimeBoxMs = 10 * 60 * 1000;

export interface DataExportJobOptions {
  now?: () => Date;
  timeBoxMs?: number;
  logger?: FastifyBaseLogger;
}

type Section = (db: AppDependencies['database']['db'], account: AccountRow) => Promise<unknown>;

/** One producer per JSON file; `photos/` and the README are added around them. */
const sections: Record<DataExportFile, Section> = {
  'account.json': async (_db, account) => ({
    id: account.id,
    email: account.email,
    roles: account.roles,
    createdAt: account.createdAt,
    updatedAt: account.updatedAt,
    emailVerifiedAt: account.emailVerifiedAt,
    isEmailVerified: account.emailVerifiedAt !== null,
    isTwoFactorEnabled: account.totpEnabledAt !== null,
    twoFactorEnabledAt: account.totpEnabledAt,
    lockedUntil: account.lockedUntil,
    chatBlockedAt: account.chatBlockedAt,
    suspendedAt: account.suspendedAt,
    suspendedUntil: account.suspendedUntil,
    rolloutCohort: account.rolloutCohort,
  }),
  'profile.json': async (db, account) => ({
    displayName: account.displayName,
    cityId: account.cityId,
    location: {
      label: account.locationLabel,
      slug: account.locationSlug,
      latitude: account.locationLatitude,
      longitude: account.locationLongitude,
    },
    preferences: account.preferences,
    onboarding: {
      step: account.onboardingStep,
      completedAt: account.onboardingCompletedAt,
      lastSeenAt: account.onboardingLastSeenAt,
    },
    responseRate: account.responseRate,
    responseTimeMinutes: account.responseTimeMinutes,
    ...(await findProfileExtras(db, account.id)),
  }),
  'listings.json': (db, account) => findListingsOf(db, account.id),
  'drafts.json': (db, account) => findDraftsOf(db, account.id),
  'photos.json': (db, account) => findPhotosOf(db, account.id),
  'messages.json': async (db, account) => {
    const { threads, messages } = await findConversationsOf(db, account.id);
    return { threads, messages };
  },
  'offers.json': async (db, account) => (await findConversationsOf(db, account.id)).offers,
  'orders.json': (db, account) => findOrdersOf(db, account.id),
  'reviews-given.json': async (db, account) => {
    const { given, votes } = await findReviewsOf(db, account.id);
    return { reviews: given, helpfulnessVotes: votes };
  },
  'reviews-received.json': async (db, account) => (await findReviewsOf(db, account.id)).received,
  'saved-searches.json': async (db, account) => (await findEngagementOf(db, account.id)).savedSearches,
  'notifications.json': async (db, account) => (await findEngagementOf(db, account.id)).notifications,
  'watchlist-and-cart.json': async (db, account) => {
    const { watchlist, cart } = await findEngagementOf(db, account.id);
    return { watchlist, cart };
  },
  'consents.json': async (db, account) => ({
    current: {
      analytics: { state: account.analyticsConsent, at: account.analyticsConsentAt },
      communication: {
        givenAt: account.communicationConsentAt,
        textVersion: account.communicationConsentVersion,
      },
      location: { isGiven: account.locationConsent, at: account.locationConsentAt },
    },
    records: await findConsentRecordsOf(db, account.id),
  }),
  'sign-in-history.json': (db, account) => findSignInHistoryOf(db, account.id, account.email),
  'identity-checks.json': (db, account) => findIdentityChecksOf(db, account.id),
  'tax-profile.json': async (db, account) => (await findTaxAndTraderProfileOf(db, account.id)).taxProfile,
  'trader-profile.json': async (db, account) =>
    (await findTaxAndTraderProfileOf(db, account.id)).traderProfile,
  'moderation.json': (db, account) => findModerationOf(db, account.id),
  'feedback-tickets.json': async (db, account) =>
    (await findFeedbackAndAnalyticsOf(db, account.id)).feedbackTickets,
  'analytics-events.json': async (db, account) =>
    (await findFeedbackAndAnalyticsOf(db, account.id)).analyticsEvents,
};

/** README.txt in English, then German: what each file holds (texts in server-notices `dataExport.readme`). */
export function readmeText(): string {
  const part = (language: Language) =>
    [
      serverText('server-notices:dataExport.readme.title', language),
      '',
      ...serverTextList('server-notices:dataExport.readme.intro', language),
      '',
      ...dataExportFiles.map(
        (file) =>
          `${file}: ${serverText(`server-notices:dataExport.readme.files.${file.replace('.json', '')}`, language)}`,
      ),
      `photos/: ${serverText('server-notices:dataExport.readme.files.photos-folder', language)}`,
    ].join('\n');
  return `${languages.map(part).join('\n\n----------------------------------------\n\n')}\n`;
}

export const archiveKeyOf = (userId: string, exportId: string) => `exports/${userId}/${exportId}.zip`;

/**
 * The `data-export` job: collects every file, adds the photo originals, writes the ZIP to private
 * storage and tells the user. Progress goes to the row as it goes; any failure (or the time box)
 * marks it failed, and the user may ask again.
 */
export async function runDataExport(
  deps: AppDependencies,
  exportId: string,
  options: DataExportJobOptions = {},
): Promise<'ready' | 'failed' | 'skipped'> {
  const { db } = deps.database;
  const now = options.now ?? (() => new Date());
  const deadline = Date.now() + (options.timeBoxMs ?? dataExportTimeBoxMs);
  const row = await findDataExport(db, exportId);
  if (!row || !(await claimDataExport(db, exportId))) return 'skipped';
  const checkTime = () => {
    if (Date.now() > deadline) throw new Error('data export took longer than its time box');
  };
  let reported = 1;
  const report = async (progress: number) => {
    if (progress - reported < 5) return;
    reported = progress;
    await setDataExportProgress(db, exportId, progress);
  };
  try {
    const account = await findAccountRow(db, row.userId);
    if (!account) throw new Error('the account is gone');
    const store = mediaStoresOf(deps.config).uploads;
    const photos = await findPhotosOf(db, row.userId);
    async function* entries(): AsyncGenerator<ArchiveEntry> {
      yield { name: 'README.txt', bytes: new TextEncoder().encode(readmeText()) };
      for (const [index, file] of dataExportFiles.entries()) {
        checkTime();
        yield { name: file, bytes: jsonBytes(await sections[file](db, account as AccountRow)) };
        await report(Math.round(5 + (55 * (index + 1)) / dataExportFiles.length));
      }
      for (const [index, photo] of photos.entries()) {
        checkTime();
        const stored = await store.get(photo.originalKey);
        if (stored) {
          yield {
            name: photoEntryName(photo.id, photo.originalName),
            bytes: await readStream(stored.body),
            isCompressed: true,
          };
        }
        await report(Math.round(60 + (35 * (index + 1)) / photos.length));
      }
    }
    const archive = await buildZip(entries());
    checkTime();
    const storageKey = archiveKeyOf(row.userId, exportId);
    await store.put(storageKey, archive, 'application/zip');
    const readyAt = now();
    const expiresAt = new Date(readyAt.getTime() + dataExportLinkHours * 3_600_000);
    await markDataExportReady(db, exportId, { storageKey, sizeBytes: archive.length, readyAt, expiresAt });
    await removeSupersededArchives(deps, row.userId, exportId);
    await tellUser(deps, account, exportId, expiresAt, options.logger);
    return 'ready';
  } catch (error) {
    options.logger?.error({ err: error, exportId }, 'data export failed');
    await markDataExportFailed(db, exportId, error instanceof Error ? error.message : String(error));
    return 'failed';
  }
}

/** Only the newest archive is kept: an older one is deleted once a newer one is ready. */
async function removeSupersededArchives(deps: AppDependencies, userId: string, keepId: string) {
  const store = mediaStoresOf(deps.config).uploads;
  for (const old of await listSupersededArchives(deps.database.db, userId, keepId)) {
    if (old.storageKey) await store.delete(old.storageKey);
    await markDataExportExpired(deps.database.db, old.id);
  }
}

/** An in-app notice and an email pointing to the settings page; never the file or its link. */
async function tellUser(
  deps: AppDependencies,
  account: AccountRow,
  exportId: string,
  expiresAt: Date,
  logger: FastifyBaseLogger | undefined,
) {
  await notifyDataExportReady(deps.database.db, account.id, { exportId, expiresAt: expiresAt.toISOString() });
  if (!account.emailVerifiedAt) return;
  const stored = account.preferences.mailLanguage;
  const language: Language = isLanguage(stored) ? stored : 'en';
  const settingsUrl = `${deps.config.publicUrl}/settings#data-export`;
  const mail = renderCatalogueMail('server-notices:dataExport.mail.ready', language, settingsUrl, {
    hours: dataExportLinkHours,
  });
  try {
    await deps.mailer.send({ kind: 'data-export-ready', to: account.email, ...mail, actionUrl: settingsUrl });
  } catch (error) {
    // The archive is ready and the notice is there; a lost mail must not fail the export.
    logger?.warn({ err: error, exportId }, 'data export mail not sent');
  }
}
