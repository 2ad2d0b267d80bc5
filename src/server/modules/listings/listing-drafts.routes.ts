import type { Language } from '@shared/i18n/languages';
import type { listingDraftsEndpoints } from '@shared/listings/listing-drafts.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
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

/** The listing editor's server side (issue 6): versioned drafts, checks and publishing a draft. */
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
    publishDraft: async ({ auth, params, body, language, request }) => ({
      data: await publishDraft(
        { ...checksContext(language, auth.userId), db, jobs: deps.jobs, logger: request.log },
        auth.userId,
        params.id,
        body.baseVersion,
      ),
    }),
    checkListing: async ({ auth, body, language }) => ({
      data: { issues: await checkListingFields(body.fields, checksContext(language, auth.userId)) },
    }),
  };
}
