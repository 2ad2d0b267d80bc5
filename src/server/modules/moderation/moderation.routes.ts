import type { moderationEndpoints } from '@shared/moderation/moderation.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import { type GroupHandlers, withStatus } from '../../core/endpoint-handlers';
import { decideCase } from './moderation-decisions.service';
import { decideObjection, fileObjection, listObjections } from './moderation-objections.service';
import {
  addCaseNote,
  assignCase,
  getCaseDetail,
  listCases,
  listModerators,
} from './moderation-queue.service';
import { submitReport } from './moderation-reports.service';
import { getStatement, listMyStatements } from './moderation-statements.service';
import { getTransparency } from './moderation-transparency.service';

/** Reports, the moderation queue, decisions, statements of reasons, objections and the transparency figures (issue 18, ADR 064). */
export function moderationHandlers(deps: AppDependencies): GroupHandlers<typeof moderationEndpoints> {
  const { db } = deps.database;
  return {
    submitReport: async ({ auth, body, language, request }) =>
      withStatus(201, {
        data: { report: await submitReport(deps, auth, body, { ip: request.ip, language }, request.log) },
      }),
    listCases: async ({ auth, query }) => ({ data: await listCases(db, auth.userId, query) }),
    listModerators: async () => ({ data: { moderators: await listModerators(db) } }),
    getCase: async ({ auth, params }) => ({
      data: { case: await getCaseDetail(db, auth.userId, params.caseId) },
    }),
    assignCase: async ({ auth, params, body }) => ({
      data: { case: await assignCase(db, auth.userId, params.caseId, body.moderatorId) },
    }),
    addCaseNote: async ({ auth, params, body }) =>
      withStatus(201, { data: { note: await addCaseNote(db, auth.userId, params.caseId, body.body) } }),
    decideCase: async ({ auth, params, body, request }) =>
      withStatus(201, { data: await decideCase(deps, auth.userId, params.caseId, body, request.log) }),
    getStatement: async ({ auth, params, query }) => ({
      data: {
        statement: await getStatement(
          db,
          deps.config.authSecret,
          { auth, token: query.token },
          params.decisionId,
        ),
      },
    }),
    listMyDecisions: async ({ auth }) => ({ data: { statements: await listMyStatements(db, auth.userId) } }),
    fileObjection: async ({ auth, params, body }) =>
      withStatus(201, {
        data: {
          objection: await fileObjection(
            db,
            deps.config.authSecret,
            { auth, token: body.token },
            params.decisionId,
            body.text,
          ),
        },
      }),
    listObjections: async ({ auth, query }) => ({
      data: { objections: await listObjections(db, auth.userId, query.status) },
    }),
    decideObjection: async ({ auth, params, body, request }) => ({
      data: { objection: await decideObjection(deps, auth.userId, params.objectionId, body, request.log) },
    }),
    getTransparency: async ({ query }) => ({ data: await getTransparency(db, query.period) }),
  };
}
