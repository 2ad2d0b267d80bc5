import { z } from 'zod';
import { dataExportStatuses } from './privacy-constants';

/** The files of an archive, in the order the README lists them (ADR 067). */
export const dataExportFiles = [
  'account.json',
  'profile.json',
  'listings.json',
  'drafts.json',
  'photos.json',
  'messages.json',
  'offers.json',
  'orders.json',
  'reviews-given.json',
  'reviews-received.json',
  'saved-searches.json',
  'notifications.json',
  'watchlist-and-cart.json',
  'consents.json',
  'sign-in-history.json',
  'identity-checks.json',
  'tax-profile.json',
  'trader-profile.json',
  'moderation.json',
  'feedback-tickets.json',
  'analytics-events.json',
] as const;
export type DataExportFile = (typeof dataExportFiles)[number];

/** The latest export of the signed-in user; `downloadUrl` only while it is ready and not expired. */
export const dataExportSchema = z.object({
  id: z.uuid(),
  status: z.enum(dataExportStatuses),
  progress: z.number().int().min(0).max(100),
  requestedAt: z.iso.datetime(),
  readyAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  sizeBytes: z.number().int().nonnegative().nullable(),
  /** Relative to the site (`/api/privacy/exports/…/download?expires=…&signature=…`): a signed link. */
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const latestDataExportResponseSchema = z.object({
  data: z.object({ export: dataExportSchema.nullable() }),
});
export const dataExportResponseSchema = z.object({ data: z.object({ export: dataExportSchema }) });

export const dataExportParamsSchema = z.object({ exportId: z.uuid() });

/** The signed link's query: expiry in Unix seconds and the HMAC over id, expiry and owner. */
export const dataExportDownloadQuerySchema = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
