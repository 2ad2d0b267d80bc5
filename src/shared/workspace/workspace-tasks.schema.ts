import { z } from 'zod';

/**
 * Issue 19: what waits for the seller (spec §2 Tasks), composed on the server from the chat,
 * offers, orders, listings, publishing and reviews (ADR 074). Each task names where it is done by
 * ids; the web turns them into its own routes.
 */
export const workspaceTaskKinds = [
  'message',
  'offer',
  'ship',
  'hand_over',
  'listing_needs_action',
  'publish_failed',
  'review_request',
] as const;
export type WorkspaceTaskKind = (typeof workspaceTaskKinds)[number];

export const workspaceTaskSchema = z.object({
  /** Stable per task: kind and the subject's id, so the web can key a list by it. */
  id: z.string(),
  kind: z.enum(workspaceTaskKinds),
  /** When it started waiting: the buyer's last message, the offer, the payment, the failure… */
  occurredAt: z.iso.datetime(),
  /** What it is about, already in the seller's words: a listing title, an order reference. */
  title: z.string(),
  /** The buyer's name for messages, offers, orders and reviews; null otherwise. */
  counterpartName: z.string().nullable(),
  /** Messages and offers: the thread's unread count; others: null. */
  unreadCount: z.number().int().min(0).nullable(),
  /** Offers: the amount offered (EUR); others: null. */
  amount: z.number().min(0).nullable(),
  /** Where it is done: one of these is set, by kind. */
  threadId: z.uuid().nullable(),
  orderId: z.uuid().nullable(),
  listingId: z.uuid().nullable(),
  listingSlug: z.string().nullable(),
});
export type WorkspaceTask = z.infer<typeof workspaceTaskSchema>;

export const workspaceTaskCountsSchema = z.object(
  Object.fromEntries(workspaceTaskKinds.map((kind) => [kind, z.number().int().min(0)])) as Record<
    WorkspaceTaskKind,
    z.ZodNumber
  >,
);
export type WorkspaceTaskCounts = z.infer<typeof workspaceTaskCountsSchema>;

export const workspaceTasksResponseSchema = z.object({
  data: z.object({
    /** Newest first. */
    tasks: z.array(workspaceTaskSchema),
    counts: workspaceTaskCountsSchema,
    /** Every open task; the side navigation's badge. */
    total: z.number().int().min(0),
  }),
});
export type WorkspaceTasks = z.infer<typeof workspaceTasksResponseSchema>['data'];
