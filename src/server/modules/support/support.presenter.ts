import type { FeedbackTicket, FeedbackTicketSummary } from '@shared/support/feedback.schema';
import type { FeedbackTicketWithReporter } from './support.repository';

const excerptLength = 140;

export function presentFeedbackTicketSummary({
  ticket,
  reporterName,
}: FeedbackTicketWithReporter): FeedbackTicketSummary {
  return {
    ticketId: ticket.reference,
    category: ticket.category,
    impact: ticket.impact,
    status: ticket.status,
    excerpt:
      ticket.message.length > excerptLength
        ? `${ticket.message.slice(0, excerptLength - 1)}…`
        : ticket.message,
    path: ticket.path,
    hasScreenshot: ticket.screenshotKey !== null,
    tenantId: ticket.tenantId,
    reporter: ticket.userId ? { id: ticket.userId, name: reporterName ?? '' } : null,
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
  };
}

export function presentFeedbackTicket(row: FeedbackTicketWithReporter): FeedbackTicket {
  const { ticket } = row;
  return {
    ...presentFeedbackTicketSummary(row),
    message: ticket.message,
    context: ticket.context,
    diagnostics: ticket.diagnostics,
    logs: ticket.logs,
    language: ticket.language,
    screenshotPath: ticket.screenshotKey ? `/support/feedback/${ticket.reference}/screenshot` : null,
    screenshotBytes: ticket.screenshotBytes,
  };
}
