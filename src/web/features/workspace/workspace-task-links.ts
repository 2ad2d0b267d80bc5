import type { WorkspaceTask } from '@shared/workspace/workspace-tasks.schema';
import { paths } from '../../lib/paths';

/** Where each task is done: the thread, the order, or the listing (whose page has the owner's edit). */
export function workspaceTaskPath(task: WorkspaceTask): string {
  if (task.threadId) return paths.chatThread(task.threadId);
  if (task.orderId) return paths.order(task.orderId);
  if (task.listingSlug) return paths.listing(task.listingSlug);
  return paths.workspaceSection('tasks');
}

/** Spec §9: unread badges show 99+ above 99. */
export function formatTaskCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}
