import type { DataExport } from '@shared/privacy/data-export.schema';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../core/app-error';
import type { AppDependencies } from '../../core/app-instance';
import { runInTransaction } from '../../db/transaction';
import type { StoredMedia } from '../media/media-storage';
import { mediaStoresOf } from '../media/media-storage-selection';
import { presentDataExport } from './data-export.presenter';
import {
  findActiveDataExport,
  findDataExport,
  findLatestDataExport,
  incrementDownloadCount,
  insertDataExport,
  lockDataExportsOf,
} from './data-export.repository';
import { isValidDownloadSignature } from './data-export-link';

/**
 * Starts an export: one pending or running at a time per user (EXPORT_IN_PROGRESS names it). The
 * row is written first and the job queued after the commit; a failed one is retried by asking again.
 */
export async function requestDataExport(
  deps: AppDependencies,
  userId: string,
  logger: FastifyBaseLogger,
): Promise<DataExport> {
  const { db } = deps.database;
  const row = await runInTransaction(db, async (executor) => {
    await lockDataExportsOf(executor, userId);
    const active = await findActiveDataExport(executor, userId);
    if (active) {
      throw new AppError('EXPORT_IN_PROGRESS', 'An export is already being prepared', {
        exportId: active.id,
      });
    }
    return insertDataExport(executor, userId);
  });
  const jobId = await deps.jobs.send('data-export', { exportId: row.id });
  if (!jobId && deps.jobs.isEnabled) logger.warn({ exportId: row.id }, 'data export job was not queued');
  return presentDataExport(row, deps.config.authSecret, new Date());
}

export async function getLatestDataExport(deps: AppDependencies, userId: string): Promise<DataExport | null> {
  const row = await findLatestDataExport(deps.database.db, userId);
  return row ? presentDataExport(row, deps.config.authSecret, new Date()) : null;
}

/**
 * The signed link is the authorisation (ADR 067): a wrong signature is refused; a right one for an
 * archive that is expired, superseded or deleted is gone (410).
 */
export async function openDataExportDownload(
  deps: AppDependencies,
  input: { exportId: string; expires: number; signature: string },
  now: Date = new Date(),
): Promise<{ file: StoredMedia; fileName: string }> {
  const { db } = deps.database;
  const row = await findDataExport(db, input.exportId);
  const isSigned =
    row !== undefined &&
    isValidDownloadSignature(deps.config.authSecret, {
      exportId: input.exportId,
      userId: row.userId,
      expires: input.expires,
      signature: input.signature,
    });
  if (!row || !isSigned) throw new AppError('FORBIDDEN', 'This download link is not valid');
  const isCurrent =
    row.status === 'ready' &&
    row.storageKey !== null &&
    row.expiresAt !== null &&
    row.expiresAt > now &&
    input.expires * 1000 > now.getTime() &&
    input.expires === Math.floor(row.expiresAt.getTime() / 1000);
  if (!isCurrent || !row.storageKey)
    throw new AppError('EXPORT_LINK_EXPIRED', 'This download link has expired');
  const file = await mediaStoresOf(deps.config).uploads.get(row.storageKey);
  if (!file) throw new AppError('EXPORT_LINK_EXPIRED', 'This download link has expired');
  await incrementDownloadCount(db, row);
  const day = (row.readyAt ?? row.requestedAt).toISOString().slice(0, 10);
  return { file, fileName: `kleinkram-data-${day}.zip` };
}
