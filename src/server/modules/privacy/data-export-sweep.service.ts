import type { AppDependencies } from '../../core/app-instance';
import { mediaStoresOf } from '../media/media-storage-selection';
import { failStaleDataExports, listExpiredArchives, markDataExportExpired } from './data-export.repository';
import { dataExportTimeBoxMs } from './data-export-job.service';

/**
 * The `data-export-sweep` job (hourly): deletes archives past their 48 hours and marks them expired,
 * and fails exports a crashed process left pending or running for longer than twice the time box.
 */
export async function sweepDataExports(
  deps: AppDependencies,
  now: Date = new Date(),
): Promise<{ expired: number; failed: number }> {
  const { db } = deps.database;
  const store = mediaStoresOf(deps.config).uploads;
  const expired = await listExpiredArchives(db, now);
  for (const archive of expired) {
    if (archive.storageKey) await store.delete(archive.storageKey);
    await markDataExportExpired(db, archive.id);
  }
  const failed = await failStaleDataExports(db, new Date(now.getTime() - 2 * dataExportTimeBoxMs));
  return { expired: expired.length, failed };
}
