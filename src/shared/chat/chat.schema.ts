import { z } from 'zod';
import { listingAvailabilities } from '../listings/listing-status';
import { chatMessageMaxLength, chatMessagesPageSize, chatNoteMaxLength } from './chat-constants';
import { chatFilterKindSchema } from './chat-filter.schema';
import { offerSchema } from './offer.schema';

/**
 * Spec §3 Chat and Thread. One thread per listing and buyer; every message carries the sender's
 * client id, so a retry never creates a second message (ADR 050).
 */

export const chatRoles = ['buyer', 'seller'] as const;
export type ChatRole = (typeof chatRoles)[number];

export const threadStatuses = ['active', 'archived'] as const;
export type ThreadStatus = (typeof threadStatuses)[number];

/**
 * Where a message stands for the viewer: delivered; held for review (only its sender sees it, as
 * "being checked"); rejected by a moderator (only its sender sees it).
 */
export const chatMessageStatuses = ['delivered', 'held', 'rejected'] as const;
export type ChatMessageStatus = (typeof chatMessageStatuses)[number];

export const chatMessageKinds = ['text', 'offer', 'system'] as const;
export type ChatMessageKind = (typeof chatMessageKinds)[number];

/** Events the thread records as system messages, rendered in the viewer's language by the web. */
export const chatSystemEvents = [
  'offer-accepted',
  'offer-declined',
  'offer-expired',
  'offer-withdrawn',
  'listing-reserved',
  'listing-sold',
  'thread-archived',
  'thread-reopened',
] as const;
export type ChatSystemEvent = (typeof chatSystemEvents)[number];

export const chatMessageBodySchema = z
  .string()
  .trim()
  .min(1, 'Write a message first.')
  .max(chatMessageMaxLength, `Messages can be at most ${chatMessageMaxLength} characters long.`);

export const chatMessageSchema = z
  .object({
    id: z.uuid(),
    threadId: z.uuid(),
    clientId: z
      .uuid()
      .describe("The sender's own id for the message; a retry with it returns the same message"),
    senderId: z.uuid(),
    isOwn: z.boolean().describe('Whether the viewer wrote it'),
    kind: z.enum(chatMessageKinds),
    body: z.string(),
    createdAt: z.iso.datetime(),
    status: z.enum(chatMessageStatuses),
    /** When the recipient read it (read receipt); null until then. */
    readAt: z.iso.datetime().nullable(),
    /** Sent by the seller's chat assistant on its own (an auto-sent answer), shown as such. */
    isAutoSent: z.boolean(),
    /**
     * What the filter found in a delivered message, shown to the recipient as a warning ("this
     * message contains a phone number: stay on the platform"); empty for the sender and clean messages.
     */
    warnings: z.array(chatFilterKindSchema),
    offer: offerSchema.nullable().describe('Set for kind offer'),
    systemEvent: z.enum(chatSystemEvents).nullable().describe('Set for kind system'),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatCounterpartSchema = z.object({
  id: z.uuid(),
  name: z.string(),
});

export const chatThreadListingSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  price: z.number().describe('EUR'),
  currency: z.literal('EUR'),
  thumbnailUrl: z.string().nullable(),
  availability: z.enum(listingAvailabilities),
  isLive: z.boolean().describe('Published and not archived'),
});

export const chatThreadSchema = z
  .object({
    id: z.uuid(),
    listingId: z.uuid(),
    listing: chatThreadListingSchema,
    counterpart: chatCounterpartSchema,
    role: z.enum(chatRoles).describe("The viewer's side in this thread"),
    subject: z.string().describe("The listing's title"),
    status: z.enum(threadStatuses),
    updatedAt: z.iso.datetime(),
    unreadCount: z.number().int().nonnegative(),
    /** The in-app path that opens this thread. */
    actionTo: z.string(),
    lastMessage: z
      .object({
        body: z.string(),
        kind: z.enum(chatMessageKinds),
        isOwn: z.boolean(),
        createdAt: z.iso.datetime(),
      })
      .nullable(),
    /** Whether the viewer blocked the counterpart, or was blocked by them: nobody can write then. */
    isBlocked: z.boolean(),
    hasBlockedCounterpart: z.boolean(),
    /** The agreed price of an accepted offer in this thread (EUR), which the checkout charges this buyer. */
    agreedPrice: z.number().nullable(),
    openOffer: offerSchema.nullable(),
  })
  .meta({ id: 'ChatThread' });
export type ChatThread = z.infer<typeof chatThreadSchema>;

export const threadParamsSchema = z.object({ threadId: z.uuid() });

export const threadListQuerySchema = z.object({
  status: z.enum(['active', 'archived', 'all']).default('all'),
  role: z.enum(['buyer', 'seller', 'all']).default('all'),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(200).optional(),
});

export const threadListResponseSchema = z.object({
  data: z.object({
    threads: z.array(chatThreadSchema),
    nextCursor: z.string().nullable(),
    unreadThreads: z.number().int().nonnegative(),
    unreadMessages: z.number().int().nonnegative(),
  }),
});
export type ThreadListResponse = z.infer<typeof threadListResponseSchema>;

export const openThreadRequestSchema = z.strictObject({ listingId: z.uuid() });

export const threadResponseSchema = z.object({ data: z.object({ thread: chatThreadSchema }) });
export type ThreadResponse = z.infer<typeof threadResponseSchema>;

export const messageListQuerySchema = z.object({
  /** Messages older than this message id (the page before). */
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(chatMessagesPageSize),
});

export const messageListResponseSchema = z.object({
  data: z.object({
    messages: z.array(chatMessageSchema).describe('Oldest first'),
    hasOlder: z.boolean(),
  }),
});
export type MessageListResponse = z.infer<typeof messageListResponseSchema>;

export const sendMessageRequestSchema = z.strictObject({
  clientId: z.uuid(),
  body: chatMessageBodySchema,
});
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;

export const messageResponseSchema = z.object({ data: z.object({ message: chatMessageSchema }) });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const markThreadReadRequestSchema = z.strictObject({
  /** Everything up to and including this message; the latest when left out. */
  upToMessageId: z.uuid().optional(),
});

/** Spec §7 GET /chat/offline/pending: what the user missed while offline. */
export const pendingQuerySchema = z.object({
  /** Only deliveries after this time (the device's last sync); the last `deliveredMessagesKept` otherwise. */
  since: z.iso.datetime().optional(),
});
export const pendingResponseSchema = z.object({
  data: z.object({
    pendingCount: z.number().int().nonnegative().describe('Unread messages addressed to the user'),
    deliveries: z.array(chatMessageSchema).describe('Newest first, at most deliveredMessagesKept'),
  }),
});
export type PendingResponse = z.infer<typeof pendingResponseSchema>;

/** Spec §3 Communication consent, with its timestamp; asked once before the first message or offer. */
export const communicationConsentSchema = z.object({
  isGranted: z.boolean(),
  grantedAt: z.iso.datetime().nullable(),
});
export type CommunicationConsent = z.infer<typeof communicationConsentSchema>;
export const communicationConsentResponseSchema = z.object({ data: communicationConsentSchema });
export const grantConsentRequestSchema = z.strictObject({ accepted: z.literal(true) });

export const blockUserParamsSchema = z.object({ userId: z.uuid() });
export const blockedUsersResponseSchema = z.object({
  data: z.object({
    users: z.array(z.object({ id: z.uuid(), name: z.string(), blockedAt: z.iso.datetime() })),
  }),
});

export const chatReportReasons = ['scam', 'harassment', 'spam', 'off-platform', 'other'] as const;
export const reportThreadRequestSchema = z.strictObject({
  reason: z.enum(chatReportReasons),
  note: z.string().trim().max(chatNoteMaxLength).optional(),
});
export const reportThreadResponseSchema = z.object({ data: z.object({ reportId: z.uuid() }) });
