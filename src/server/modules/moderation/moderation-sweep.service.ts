import type { AppDependencies } from '../../core/app-instance';
import { runInTransaction } from '../../db/transaction';
import { listEndedSuspensions, restoreSuspension } from '../auth/account-suspension.service';
import { republishListingsAfterSuspension } from '../listings/listing-moderation.service';
import { eraseReporterIpHashes } from './moderation-cases.repository';
import { listDecisionsAffecting } from './moderation-decisions.repository';
import { syncAutomatedCases } from './moderation-sources.service';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The `moderation-sweep` job (every 10 minutes): cases for new held photos and order problems,
 * suspensions whose end has passed are lifted (their hidden listings come back), and guests'
 * hashed addresses older than a day are erased.
 */
export async function sweepModeration(deps: Pick<AppDependencies, 'database'>, now = new Date()) {
  const { db } = deps.database;
  const opened = await syncAutomatedCases(db);
  let lifted = 0;
  for (const userId of await listEndedSuspensions(db, now)) {
    const [latest] = (await listDecisionsAffecting(db, userId)).filter(
      (decision) => decision.action === 'suspend',
    );
    const hidden = latest?.previousState.hiddenListingIds;
    await runInTransaction(db, async (executor) => {
      await restoreSuspension(executor, userId, { suspendedAt: null, suspendedUntil: null });
      await republishListingsAfterSuspension(executor, Array.isArray(hidden) ? (hidden as string[]) : []);
    });
    lifted += 1;
  }
  await eraseReporterIpHashes(db, new Date(now.getTime() - dayMs));
  return { opened, lifted };
}
