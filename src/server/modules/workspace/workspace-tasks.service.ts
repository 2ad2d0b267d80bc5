import type { ChatThread } from '@shared/chat/chat.schema';
import type { Order } from '@shared/orders/order.schema';
import { isThreadAwaitingSeller } from '@shared/workspace/seller-thread-rules';
import {
  type WorkspaceTask,
  type WorkspaceTaskCounts,
  type WorkspaceTasks,
  workspaceTaskKinds,
} from '@shared/workspace/workspace-tasks.schema';
import type { AppDependencies } from '../../core/app-instance';
import { listThreads } from '../chat/chat-threads.service';
import { listListingsNeedingAction, listOwnListingLabels } from '../listings/listing-seller-facts.service';
import { listOrders } from '../orders/order-moves.service';
import { findRequestableReviewOrderIds } from '../reviews/review-requests.service';
import { findLatestFailedPublishJobs } from './workspace-publishing.repository';

/** How far back each source is read: the newest this many of each, which is what a seller works through. */
const perSource = 50;

const emptyTask = {
  counterpartName: null,
  unreadCount: null,
  amount: null,
  threadId: null,
  orderId: null,
  listingId: null,
  listingSlug: null,
} satisfies Partial<WorkspaceTask>;

function threadTask(thread: ChatThread): WorkspaceTask {
  const offer = thread.openOffer?.madeBy === 'buyer' ? thread.openOffer : null;
  return {
    ...emptyTask,
    id: `${offer ? 'offer' : 'message'}:${thread.id}`,
    kind: offer ? 'offer' : 'message',
    occurredAt: offer?.createdAt ?? thread.lastMessage?.createdAt ?? thread.updatedAt,
    title: thread.subject,
    counterpartName: thread.counterpart.name,
    unreadCount: thread.unreadCount,
    amount: offer?.amount ?? null,
    threadId: thread.id,
    listingId: thread.listingId,
  };
}

function orderTask(
  order: Order,
  kind: 'ship' | 'hand_over' | 'review_request',
  occurredAt: string,
): WorkspaceTask {
  return {
    ...emptyTask,
    id: `${kind}:${order.id}`,
    kind,
    occurredAt,
    title: order.items.map((item) => item.title).join(', ') || order.reference,
    counterpartName: order.counterpart.name,
    orderId: order.id,
  };
}

/**
 * `GET /api/workspace/tasks` (spec §2 Tasks, ADR 074): what waits for the seller, composed from the
 * owning modules' services, newest first, with counts per kind.
 */
export async function getWorkspaceTasks(
  deps: AppDependencies,
  sellerId: string,
  now = new Date(),
): Promise<WorkspaceTasks> {
  const { db } = deps.database;
  const [threads, waitingOrders, completedOrders, needingAction, failedJobs] = await Promise.all([
    listThreads(db, sellerId, { status: 'all', role: 'seller', limit: perSource }),
    Promise.all(
      (['paid', 'created'] as const).map((status) =>
        listOrders(deps, sellerId, { role: 'seller', status, page: 1, pageSize: perSource }),
      ),
    ),
    listOrders(deps, sellerId, { role: 'seller', status: 'completed', page: 1, pageSize: perSource }),
    listListingsNeedingAction(db, sellerId, perSource),
    findLatestFailedPublishJobs(db, sellerId, perSource),
  ]);

  const tasks: WorkspaceTask[] = threads.threads.filter(isThreadAwaitingSeller).map(threadTask);

  for (const order of waitingOrders.flatMap((page) => page.orders)) {
    const since = order.paidAt ?? order.createdAt;
    if (order.actions.includes('ship')) tasks.push(orderTask(order, 'ship', since));
    else if (order.actions.includes('hand_over')) tasks.push(orderTask(order, 'hand_over', since));
  }

  const requestable = await findRequestableReviewOrderIds(
    db,
    completedOrders.orders.map((order) => order.id),
    now,
  );
  for (const order of completedOrders.orders) {
    if (requestable.has(order.id)) {
      tasks.push(orderTask(order, 'review_request', order.completedAt ?? order.createdAt));
    }
  }

  for (const listing of needingAction) {
    tasks.push({
      ...emptyTask,
      id: `listing_needs_action:${listing.id}`,
      kind: 'listing_needs_action',
      occurredAt: listing.updatedAt.toISOString(),
      title: listing.title,
      listingId: listing.id,
      listingSlug: listing.slug,
    });
  }

  const labels = await listOwnListingLabels(
    db,
    sellerId,
    failedJobs.map((job) => job.listingId),
  );
  for (const job of failedJobs) {
    const label = labels.find((listing) => listing.id === job.listingId);
    // An archived listing's failed job no longer waits for anyone.
    if (!label || label.status === 'ARCHIVED') continue;
    tasks.push({
      ...emptyTask,
      id: `publish_failed:${job.listingId}:${job.channel}`,
      kind: 'publish_failed',
      occurredAt: job.at.toISOString(),
      title: label.title,
      listingId: label.id,
      listingSlug: label.slug,
    });
  }

  tasks.sort((a, b) => b.occurredAt.localeCompare(a.occurredAt) || a.id.localeCompare(b.id));
  const counts = Object.fromEntries(
    workspaceTaskKinds.map((kind) => [kind, tasks.filter((task) => task.kind === kind).length]),
  ) as WorkspaceTaskCounts;
  return { tasks, counts, total: tasks.length };
}
