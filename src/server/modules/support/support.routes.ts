import { feedbackTenantHeader } from '@shared/support/feedback.schema';
import type { supportEndpoints } from '@shared/support/support.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import { type GroupHandlers, withStatus } from '../../core/endpoint-handlers';
import {
  changeFeedbackTicketStatus,
  getFeedbackTicket,
  listFeedbackTickets,
  readFeedbackScreenshot,
  submitFeedback,
  tenantFromHeader,
} from './feedback.service';

/** Feedback tickets (spec §7 POST /support/feedback, issue 18, ADR 069); staff routes need moderation:review. */
export function supportHandlers(deps: AppDependencies): GroupHandlers<typeof supportEndpoints> {
  return {
    submitFeedback: async ({ auth, body, language, request }) =>
      withStatus(201, {
        data: await submitFeedback(deps, {
          report: body,
          userId: auth?.userId ?? null,
          tenantId: tenantFromHeader(request.headers[feedbackTenantHeader]),
          language,
        }),
      }),
    listFeedbackTickets: async ({ query }) => ({ data: await listFeedbackTickets(deps, query) }),
    getFeedbackTicket: async ({ params }) => ({
      data: { ticket: await getFeedbackTicket(deps, params.ticketId) },
    }),
    getFeedbackScreenshot: async ({ params, reply }) => {
      const file = await readFeedbackScreenshot(deps, params.ticketId);
      return reply
        .header('content-type', 'image/png')
        .header('content-length', String(file.contentLength))
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
    updateFeedbackTicket: async ({ params, body }) => ({
      data: { ticket: await changeFeedbackTicketStatus(deps, params.ticketId, body.status) },
    }),
  };
}
