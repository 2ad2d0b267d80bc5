import { chatArchiveAfterMinutes } from '@shared/chat/chat-constants';
import type { AppDependencies } from '../../core/app-instance';
import { publishThreadsChanged } from './chat-access.service';
import { archiveIdleThreads } from './chat-threads.repository';

/**
 * The `chat-archive` job (every minute, one at a time on whichever node takes it): live threads
 * without a delivered message for `chatArchiveAfterMinutes` are archived, and both sides' sockets
 * are told. Archived threads stay readable; the next delivered message reopens them (ADR 050).
 */
export async function archiveIdleChatThreads(
  deps: Pick<AppDependencies, 'database' | 'chat'>,
  now: Date = new Date(),
): Promise<number> {
  const idleSince = new Date(now.getTime() - chatArchiveAfterMinutes * 60_000);
  const archived = await archiveIdleThreads(deps.database.db, idleSince, now);
  await publishThreadsChanged(deps, archived);
  return archived.length;
}
