import type { Language } from '@shared/i18n/languages';
import type { listingDraftsEndpoints } from '@shared/listings/listing-drafts.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import { type GroupHandlers, withStatus } from '../../core/endpoint-handlers';
import { priceRecommenderFor } from './checks/price-recommendation';
import { publishDraft } from './listing-draft-publish.service';
import {
  checkListingFields,
  createDraft,
  deleteDraft,
  getDraft,
  listDrafts,
  saveDraft,
} from './listing-drafts.service';
import { openListingEdit } from './listing-edit.service';

/** The listing editor's server side (issue 6, ADR 038): drafts, edit drafts, checks, publishing. */
export function listingDraftsHandlers(deps: AppDependencies): GroupHandlers<typeof listingDraftsEndpoints> {
  const { db } = deps.database;
  const checksContext = (language: Language, sellerId: string) => ({
    language,
    recommendPrice: priceRecommenderFor(db, sellerId),
  });

  return {
    listDrafts: async ({ auth }) => ({ data: { drafts: await listDrafts(db, auth.userId) } }),
    createDraft: async ({ auth, body }) => ({ data: { draft: await createDraft(db, auth.userId, body) } }),
    getDraft: async ({ auth, params }) => ({ data: { draft: await getDraft(db, auth.userId, params.id) } }),
    saveDraft: async ({ auth, params, body }) => ({
      data: { draft: await saveDraft(db, auth.userId, params.id, body) },
    }),
    deleteDraft: async ({ auth, params }) => {
      await deleteDraft(db, auth.userId, params.id);
      return null;
    },
    publishDraft: async ({ auth, params, body, language, request }) => {
      const published = await publishDraft(
        {
          ...checksContext(language, auth.userId),
          db,
          jobs: deps.jobs,
          logger: request.log,
          flagListingForReview: deps.flagListingForReview,
        },
        auth.userId,
        params.id,
        body.baseVersion,
      );
      // An edit of a listing live on eBay updates its offer there (issue 19).
      await deps
        .onListingChanged({ listingId: published.listing.id, kind: 'edited' })
        .catch((error) => request.log.warn({ err: error }, 'marketplace follow-up not queued'));
      return { data: published };
    },
    openListingEdit: async ({ auth, params, body }) => {
      const { draft, created } = await openListingEdit(db, auth.userId, params.id, body.clientSessionId);
      return created ? withStatus(201, { data: { draft } }) : { data: { draft } };
    },
    checkListing: async ({ auth, body, language }) => ({
      data: { issues: await checkListingFields(body.fields, checksContext(language, auth.userId)) },
    }),
  };
}
