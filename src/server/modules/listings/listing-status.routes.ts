import { errorResponseSchema } from '@shared/api/error.schema';
import {
  listingIdParamsSchema,
  listingStatusChangeRequestSchema,
  listingStatusResponseSchema,
} from '@shared/listings/listing-editor.schema';
import type { AppInstance } from '../../core/app-instance';
import { authOf, requireAuth, requireVerifiedEmail } from '../auth/auth-guard';
import { changeListingStatus } from './listing-status.service';

/**
 * Status changes by the owner, moderators and admins. No `listings:sell` guard: moderators do not
 * sell; the transition table (listing-status.ts) decides what each of them may do.
 */
export async function listingStatusRoutes(app: AppInstance) {
  const db = app.deps.database.db;
  app.post(
    '/listings/:id/status',
    {
      preHandler: [requireAuth(app.deps.config.authSecret), requireVerifiedEmail(db)],
      schema: {
        tags: ['listings'],
        summary: 'Move a listing to another status, as the table of allowed transitions permits',
        params: listingIdParamsSchema,
        body: listingStatusChangeRequestSchema,
        response: {
          200: listingStatusResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const listing = await changeListingStatus(db, authOf(request), request.params.id, request.body);
      return { data: { listing } };
    },
  );
}
