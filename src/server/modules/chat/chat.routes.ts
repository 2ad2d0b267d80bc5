import type { chatEndpoints } from '@shared/chat/chat.endpoints';
import { AppError } from '../../core/app-error';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';

// Foundation placeholder (issue 16): replaced by the handlers of this group.
const notBuiltYet = async (): Promise<never> => {
  throw new AppError('NOT_CONFIGURED', 'Not built yet');
};

export function chatHandlers(_deps: AppDependencies): GroupHandlers<typeof chatEndpoints> {
  return {
    getCommunicationConsent: notBuiltYet,
    grantCommunicationConsent: notBuiltYet,
    listThreads: notBuiltYet,
    openThread: notBuiltYet,
    getThread: notBuiltYet,
    listMessages: notBuiltYet,
    sendMessage: notBuiltYet,
    markThreadRead: notBuiltYet,
    reportThread: notBuiltYet,
    getOfflinePending: notBuiltYet,
    listBlockedUsers: notBuiltYet,
    blockUser: notBuiltYet,
    unblockUser: notBuiltYet,
  };
}
