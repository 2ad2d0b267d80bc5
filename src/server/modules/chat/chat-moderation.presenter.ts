import type { ChatMessageStatus, chatReportReasons } from '@shared/chat/chat.schema';
import type { ChatFilterFinding } from '@shared/chat/chat-filter.schema';
import { type ChatFlag, chatFlagEventSchema } from '@shared/chat/chat-moderation.schema';
import type { ChatFlagRow, listContextRows, listFlagEventRows } from './chat-moderation.repository';

type ContextRow = Awaited<ReturnType<typeof listContextRows>>[number];
type EventRow = Awaited<ReturnType<typeof listFlagEventRows>>[number];
type ChatReportReason = (typeof chatReportReasons)[number];
type FlagEventAction = ChatFlag['history'][number]['action'];

const eventActions = new Set<string>(chatFlagEventSchema.shape.action.options);

export function presentChatFlag(row: ChatFlagRow, context: ContextRow[], events: EventRow[]): ChatFlag {
  return {
    id: row.id,
    status: row.status,
    severity: row.severity,
    source: row.source,
    flaggedAt: row.flaggedAt.toISOString(),
    sender: {
      id: row.senderId,
      name: row.senderName,
      warnings: Number(row.senderWarnings),
      priorViolations: Number(row.senderPriorViolations),
      isChatBlocked: row.senderChatBlockedAt !== null,
    },
    message:
      row.messageId && row.messageBody !== null && row.messageCreatedAt && row.messageStatus
        ? {
            id: row.messageId,
            body: row.messageBody,
            createdAt: row.messageCreatedAt.toISOString(),
            status: row.messageStatus as ChatMessageStatus,
          }
        : null,
    // Written by the filter with its own kinds and severities; the schema validates them on the way out.
    findings: row.findings as ChatFilterFinding[],
    thread: { id: row.threadId, listingTitle: row.listingTitle, listingSlug: row.listingSlug },
    context: context.map((message) => ({
      senderName: message.senderName,
      body: message.body,
      createdAt: message.createdAt.toISOString(),
      isSender: message.senderId === row.senderId,
    })),
    report:
      row.source === 'report'
        ? {
            reporterName: row.reporterName ?? '',
            reason: (row.reportReason ?? 'other') as ChatReportReason,
            note: row.reportNote,
          }
        : null,
    moderatorNotes: row.moderatorNotes,
    history: events
      .filter((event) => eventActions.has(event.action))
      .map((event) => ({
        action: event.action as FlagEventAction,
        actor: event.actorId ? { id: event.actorId, name: event.actorName ?? '' } : null,
        note: event.note,
        at: event.createdAt.toISOString(),
      })),
  };
}
