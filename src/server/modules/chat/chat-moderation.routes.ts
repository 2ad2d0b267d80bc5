import type { chatModerationEndpoints } from '@shared/chat/chat-moderation.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
import { decideChatFlag, getChatFlag, listChatFlags, updateChatFlag } from './chat-moderation.service';

/** The chat moderation queue (ADR 054); the contract requires `moderation:review` on every route. */
export function chatModerationHandlers(deps: AppDependencies): GroupHandlers<typeof chatModerationEndpoints> {
  const { db } = deps.database;
  return {
    listChatFlags: async ({ query }) => ({ data: await listChatFlags(db, query) }),
    getChatFlag: async ({ params }) => ({ data: { flag: await getChatFlag(db, params.flagId) } }),
    updateChatFlag: async ({ auth, params, body }) => ({
      data: { flag: await updateChatFlag(db, auth.userId, params.flagId, body) },
    }),
    decideChatFlag: async ({ auth, params, body, request }) => ({
      data: { flag: await decideChatFlag(deps, auth.userId, params.flagId, body, request.log) },
    }),
  };
}
