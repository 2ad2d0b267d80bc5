import type { Language } from '@shared/i18n/languages';
import type { savedSearchesEndpoints } from '@shared/saved-searches/saved-searches.endpoints';
import type { FastifyRequest } from 'fastify';
import type { AppDependencies } from '../../core/app-instance';
import { type GroupHandlers, withStatus } from '../../core/endpoint-handlers';
import {
  deleteSavedSearch,
  importSavedSearches,
  listSavedSearches,
  runSavedSearch,
  saveSearch,
  updateSavedSearch,
} from './saved-searches.service';

/**
 * The language alert mails should use, when the request says (ADR 025): without an
 * Accept-Language header the language remembered earlier stays.
 */
const alertLanguageOf = (context: { request: FastifyRequest; language: Language }) =>
  context.request.headers['accept-language'] ? context.language : undefined;

export function savedSearchesHandlers(deps: AppDependencies): GroupHandlers<typeof savedSearchesEndpoints> {
  const { db } = deps.database;

  return {
    listSavedSearches: async ({ auth }) => ({
      data: { savedSearches: await listSavedSearches(db, auth.userId) },
    }),
    saveSearch: async (context) => {
      const outcome = await saveSearch(db, context.auth.userId, context.body, {
        language: alertLanguageOf(context),
      });
      return outcome.created ? withStatus(201, { data: outcome }) : { data: outcome };
    },
    importSavedSearches: async ({ auth, body }) => ({
      data: await importSavedSearches(db, auth.userId, body),
    }),
    updateSavedSearch: async (context) => ({
      data: {
        savedSearch: await updateSavedSearch(db, context.auth.userId, context.params.id, context.body, {
          language: alertLanguageOf(context),
        }),
      },
    }),
    deleteSavedSearch: async ({ auth, params }) => {
      await deleteSavedSearch(db, auth.userId, params.id);
      return null;
    },
    runSavedSearch: async ({ auth, params }) => ({
      data: { savedSearch: await runSavedSearch(db, auth.userId, params.id) },
    }),
  };
}
