import type { chatEndpoints } from '@shared/chat/chat.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import { type GroupHandlers, withStatus } from '../../core/endpoint-handlers';
import { getOfflinePending, listMessages, markThreadRead, sendMessage } from './chat-messages.service';
import { blockUser, listBlockedUsers, reportThread, unblockUser } from './chat-safety.service';
import {
  getCommunicationConsent,
  getThread,
  grantCommunicationConsent,
  listThreads,
  openThread,
} from './chat-threads.service';

export function chatHandlers(deps: AppDependencies): GroupHandlers<typeof chatEndpoints> {
  const { db } = deps.database;

  return {
    getCommunicationConsent: async ({ auth }) => ({ data: await getCommunicationConsent(db, auth.userId) }),
    grantCommunicationConsent: async ({ auth, language }) => ({
      data: await grantCommunicationConsent(db, auth.userId, language),
    }),
    listThreads: async ({ auth, query }) => ({ data: await listThreads(db, auth.userId, query) }),
    openThread: async ({ auth, body }) => {
      const { thread, isNew } = await openThread(db, auth.userId, body.listingId);
      return isNew ? withStatus(201, { data: { thread } }) : { data: { thread } };
    },
    getThread: async ({ auth, params }) => ({
      data: { thread: await getThread(db, auth.userId, params.threadId) },
    }),
    listMessages: async ({ auth, params, query }) => ({
      data: await listMessages(db, auth.userId, params.threadId, query),
    }),
    sendMessage: async ({ auth, params, body, request }) => {
      const { message, isNew } = await sendMessage(deps, auth.userId, params.threadId, body, {
        logger: request.log,
      });
      return isNew ? withStatus(201, { data: { message } }) : { data: { message } };
    },
    markThreadRead: async ({ auth, params, body }) => {
      await markThreadRead(deps, auth.userId, params.threadId, body.upToMessageId);
      return null;
    },
    reportThread: async ({ auth, params, body }) => ({
      data: await reportThread(db, auth.userId, params.threadId, body),
    }),
    getOfflinePending: async ({ auth, query }) => ({
      data: await getOfflinePending(db, auth.userId, query.since),
    }),
    listBlockedUsers: async ({ auth }) => ({ data: { users: await listBlockedUsers(db, auth.userId) } }),
    blockUser: async ({ auth, params }) => {
      await blockUser(deps, auth.userId, params.userId);
      return null;
    },
    unblockUser: async ({ auth, params }) => {
      await unblockUser(deps, auth.userId, params.userId);
      return null;
    },
  };
}
