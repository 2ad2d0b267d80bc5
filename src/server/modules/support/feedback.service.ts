import { randomUUID } from 'node:crypto';
import type { Language } from '@shared/i18n/languages';
import {
  defaultFeedbackTenant,
  type FeedbackReport,
  type FeedbackTicketsQuery,
  feedbackScreenshotMaxBytes,
  feedbackScreenshotPrefix,
  feedbackTenantSchema,
  feedbackTicketsPageSize,
} from '@shared/support/feedback.schema';
import type { FeedbackTicketStatus } from '@shared/support/feedback-constants';
import { AppError, notFound } from '../../core/app-error';
import type { AppDependencies } from '../../core/app-instance';
import { runInTransaction } from '../../db/transaction';
import { mediaStoresOf } from '../media/media-storage-selection';
import { newFeedbackReference } from './feedback-reference';
import { redactFacts, redactSecrets } from './redact-secrets';
import { presentFeedbackTicket, presentFeedbackTicketSummary } from './support.presenter';
import {
  countFeedbackTicketRows,
  findFeedbackTicket,
  insertFeedbackTicket,
  listFeedbackTicketRows,
  updateFeedbackTicketStatus,
} from './support.repository';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const referenceAttempts = 5;

/** Spec §7: the header carries the tenant; none means the dev tenant, a malformed one is a 400. */
export function tenantFromHeader(header: string | string[] | undefined): string {
  if (header === undefined || header === '') return defaultFeedbackTenant;
  const parsed = feedbackTenantSchema.safeParse(Array.isArray(header) ? header[0] : header);
  if (!parsed.success) throw new AppError('BAD_REQUEST', 'The x-tenant-id header is not a tenant id.');
  return parsed.data.toLowerCase();
}

/** The decoded PNG, checked before anything is written: size first (413), then the signature. */
export function decodeScreenshot(dataUrl: string): Buffer {
  const base64 = dataUrl.slice(feedbackScreenshotPrefix.length);
  // Decoded size from the text length, so a huge screenshot is refused before it is decoded.
  const estimatedBytes = Math.floor((base64.length * 3) / 4);
  if (estimatedBytes > feedbackScreenshotMaxBytes + 2) throw screenshotTooLarge();
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw screenshotNotPng();
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > feedbackScreenshotMaxBytes) throw screenshotTooLarge();
  if (bytes.length < pngSignature.length || !bytes.subarray(0, pngSignature.length).equals(pngSignature)) {
    throw screenshotNotPng();
  }
  return bytes;
}

function screenshotTooLarge() {
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    'The screenshot is larger than 5 MB. Remove it or send a smaller one.',
    {
      field: 'screenshot',
      maxBytes: feedbackScreenshotMaxBytes,
    },
  );
}

function screenshotNotPng() {
  return new AppError('VALIDATION_FAILED', 'Invalid body: the screenshot is not a PNG image.', {
    issues: [{ path: 'body.screenshot', message: 'screenshotNotPng', code: 'custom' }],
  });
}

/** Stores the report (and its screenshot in private media storage) in one step; answers the reference. */
export async function submitFeedback(
  deps: AppDependencies,
  input: { report: FeedbackReport; userId: string | null; tenantId: string; language: Language },
): Promise<{ ticketId: string }> {
  const { report } = input;
  const screenshot = report.screenshot ? decodeScreenshot(report.screenshot) : null;
  const id = randomUUID();
  const screenshotKey = screenshot ? `feedback/${id}.png` : null;
  const storage = mediaStoresOf(deps.config).uploads;
  const values = {
    id,
    tenantId: input.tenantId,
    userId: input.userId,
    category: report.category,
    impact: report.impact,
    message: report.message,
    context: redactFacts(report.context),
    path: redactSecrets(report.path),
    diagnostics: redactFacts(report.diagnostics),
    logs: report.logs.map((entry) => ({ ...entry, message: redactSecrets(entry.message) })),
    screenshotKey,
    screenshotBytes: screenshot?.length ?? null,
    language: input.language,
  };
  try {
    return await runInTransaction(deps.database.db, async (executor) => {
      for (let attempt = 0; attempt < referenceAttempts; attempt += 1) {
        const row = await insertFeedbackTicket(executor, { ...values, reference: newFeedbackReference() });
        if (!row) continue;
        // Written inside the transaction: if storing the picture fails, the ticket is not kept either.
        if (screenshot && screenshotKey) await storage.put(screenshotKey, screenshot, 'image/png');
        return { ticketId: row.reference };
      }
      throw new Error('no free feedback reference after several attempts');
    });
  } catch (error) {
    // The commit can fail after the picture was written: no orphan object stays behind.
    if (screenshotKey) await storage.delete(screenshotKey).catch(() => {});
    throw error;
  }
}

export async function listFeedbackTickets(deps: AppDependencies, query: FeedbackTicketsQuery) {
  const { db } = deps.database;
  const [rows, total] = await Promise.all([
    listFeedbackTicketRows(db, {
      status: query.status,
      limit: feedbackTicketsPageSize,
      offset: (query.page - 1) * feedbackTicketsPageSize,
    }),
    countFeedbackTicketRows(db, query.status),
  ]);
  return {
    tickets: rows.map(presentFeedbackTicketSummary),
    total,
    page: query.page,
    pageSize: feedbackTicketsPageSize,
  };
}

export async function getFeedbackTicket(deps: AppDependencies, reference: string) {
  const row = await findFeedbackTicket(deps.database.db, reference);
  if (!row) throw notFound('No feedback ticket with this id.');
  return presentFeedbackTicket(row);
}

export async function readFeedbackScreenshot(deps: AppDependencies, reference: string) {
  const row = await findFeedbackTicket(deps.database.db, reference);
  const key = row?.ticket.screenshotKey;
  const file = key ? await mediaStoresOf(deps.config).uploads.get(key) : null;
  if (!file) throw notFound('This ticket has no screenshot.');
  return file;
}

export async function changeFeedbackTicketStatus(
  deps: AppDependencies,
  reference: string,
  status: FeedbackTicketStatus,
) {
  const isUpdated = await updateFeedbackTicketStatus(deps.database.db, reference, status);
  if (!isUpdated) throw notFound('No feedback ticket with this id.');
  return getFeedbackTicket(deps, reference);
}
