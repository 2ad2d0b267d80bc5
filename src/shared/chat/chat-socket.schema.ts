import { z } from 'zod';
import { chatMessageSchema, chatMessageStatuses } from './chat.schema';
import { offerSchema } from './offer.schema';

/**
 * The chat WebSocket at `/api/chat/socket` (ADR 050). The browser cannot send an Authorization
 * header on a WebSocket, so the first frame carries the access token; the server closes a socket
 * that does not authenticate within a few seconds. Messages are sent over HTTP (idempotent by
 * client id); the socket delivers them live, with typing indicators and read receipts.
 */
export const chatSocketPath = '/api/chat/socket';

export const clientFrameSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('auth'), token: z.string().min(1).max(4000) }),
  z.strictObject({ type: z.literal('typing'), threadId: z.uuid(), isTyping: z.boolean() }),
  z.strictObject({ type: z.literal('ping') }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

export const serverFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), userId: z.uuid() }),
  /** A new message for the viewer, or a new state of one (held -> delivered, a read receipt's message). */
  z.object({ type: z.literal('message'), message: chatMessageSchema }),
  /** The sender's held message was approved (delivered) or rejected by a moderator. */
  z.object({
    type: z.literal('message-status'),
    threadId: z.uuid(),
    messageId: z.uuid(),
    status: z.enum(chatMessageStatuses),
  }),
  /** The counterpart read the viewer's messages up to this one. */
  z.object({
    type: z.literal('read'),
    threadId: z.uuid(),
    readerId: z.uuid(),
    upToMessageId: z.uuid(),
    readAt: z.iso.datetime(),
  }),
  z.object({ type: z.literal('typing'), threadId: z.uuid(), userId: z.uuid(), isTyping: z.boolean() }),
  z.object({ type: z.literal('offer'), threadId: z.uuid(), offer: offerSchema }),
  /** Something about the thread changed (archived, reopened, blocked, listing reserved): refetch it. */
  z.object({ type: z.literal('thread'), threadId: z.uuid() }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
  z.object({ type: z.literal('pong') }),
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;

/** Close codes the server uses (4000-4999 are free for applications). */
export const chatSocketCloseCodes = {
  unauthenticated: 4401,
  authTimeout: 4408,
  /** The client left over 1 MiB unread (ADR 085): it reconnects and catches up over HTTP. */
  tooSlow: 4008,
  shuttingDown: 4503,
} as const;
