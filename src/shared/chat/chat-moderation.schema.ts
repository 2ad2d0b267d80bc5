import { z } from 'zod';
import { chatMessageStatuses, chatReportReasons } from './chat.schema';
import { chatNoteMaxLength } from './chat-constants';
import { chatFilterFindingSchema, chatSeveritySchema } from './chat-filter.schema';

/** Spec §3 chat moderation flag and §4 its states. */
export const chatFlagStatuses = ['open', 'underReview', 'escalated', 'resolved'] as const;
export const chatFlagStatusSchema = z.enum(chatFlagStatuses);
export type ChatFlagStatus = z.infer<typeof chatFlagStatusSchema>;

/** Where a flag came from: the pre-delivery filter (a held message) or a user's report of a thread. */
export const chatFlagSources = ['filter', 'report'] as const;

export const chatModerationActions = ['approve', 'reject', 'reject-and-block'] as const;
export type ChatModerationAction = (typeof chatModerationActions)[number];

export const chatFlagEventSchema = z.object({
  action: z.enum(['flagged', 'reported', 'underReview', 'escalated', 'note', ...chatModerationActions]),
  actor: z.object({ id: z.uuid(), name: z.string() }).nullable().describe('Null for the filter'),
  note: z.string().nullable(),
  at: z.iso.datetime(),
});

export const chatFlagSchema = z
  .object({
    id: z.uuid(),
    status: chatFlagStatusSchema,
    severity: chatSeveritySchema,
    source: z.enum(chatFlagSources),
    flaggedAt: z.iso.datetime(),
    sender: z.object({
      id: z.uuid(),
      name: z.string(),
      /** Low-severity warnings the sender's delivered messages carried so far. */
      warnings: z.number().int().nonnegative(),
      /** Earlier flags on this sender that a moderator rejected. */
      priorViolations: z.number().int().nonnegative(),
      isChatBlocked: z.boolean().describe('Blocked from chatting by a moderator'),
    }),
    message: z
      .object({
        id: z.uuid(),
        body: z.string(),
        createdAt: z.iso.datetime(),
        status: z.enum(chatMessageStatuses),
      })
      .nullable()
      .describe('The flagged message; null for a report of a whole thread'),
    findings: z.array(chatFilterFindingSchema),
    thread: z.object({
      id: z.uuid(),
      listingTitle: z.string(),
      listingSlug: z.string(),
    }),
    /** The messages before the flagged one (oldest first), for context. */
    context: z.array(
      z.object({
        senderName: z.string(),
        body: z.string(),
        createdAt: z.iso.datetime(),
        isSender: z.boolean(),
      }),
    ),
    report: z
      .object({ reporterName: z.string(), reason: z.enum(chatReportReasons), note: z.string().nullable() })
      .nullable(),
    moderatorNotes: z.string().nullable(),
    history: z.array(chatFlagEventSchema).describe('Every step with who and when, oldest first'),
  })
  .meta({ id: 'ChatModerationFlag' });
export type ChatFlag = z.infer<typeof chatFlagSchema>;

export const chatFlagListQuerySchema = z.object({
  status: chatFlagStatusSchema.optional(),
  severity: chatSeveritySchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const chatFlagListResponseSchema = z.object({
  data: z.object({
    flags: z.array(chatFlagSchema),
    total: z.number().int().nonnegative(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});
export type ChatFlagListResponse = z.infer<typeof chatFlagListResponseSchema>;

export const chatFlagParamsSchema = z.object({ flagId: z.uuid() });
export const chatFlagResponseSchema = z.object({ data: z.object({ flag: chatFlagSchema }) });

/** Move a flag along (under review, escalated) and/or replace the moderator's notes. */
export const updateChatFlagRequestSchema = z
  .strictObject({
    status: z.enum(['underReview', 'escalated']).optional(),
    notes: z.string().trim().max(2000).optional(),
  })
  .refine((body) => body.status !== undefined || body.notes !== undefined, { message: 'Nothing to change' });

export const decideChatFlagRequestSchema = z.strictObject({
  action: z.enum(chatModerationActions),
  note: z.string().trim().max(chatNoteMaxLength).optional(),
});
