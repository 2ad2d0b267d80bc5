import type { DataExport } from '@shared/privacy/data-export.schema';
import type { DataExportRow } from './data-export.repository';
import { signDownloadPath } from './data-export-link';

/** The row as the owner sees it; a ready archive past its expiry reads as expired before the sweep. */
export function presentDataExport(row: DataExportRow, authSecret: string, now: Date): DataExport {
  const isPastExpiry = row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now;
  const status = isPastExpiry ? 'expired' : row.status;
  return {
    id: row.id,
    status,
    progress: row.progress,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    sizeBytes: row.sizeBytes,
    downloadUrl:
      status === 'ready' && row.expiresAt
        ? signDownloadPath(authSecret, row.id, row.userId, row.expiresAt)
        : null,
  };
}
