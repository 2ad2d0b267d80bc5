import type { chatAssistantEndpoints } from '@shared/chat/chat-assistant.endpoints';
import { AppError } from '../../core/app-error';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';

// Foundation placeholder (issue 16): replaced by the handlers of this group.
const notBuiltYet = async (): Promise<never> => {
  throw new AppError('NOT_CONFIGURED', 'Not built yet');
};

export function chatAssistantHandlers(_deps: AppDependencies): GroupHandlers<typeof chatAssistantEndpoints> {
  return {
    getAssistantPreferences: notBuiltYet,
    updateAssistantPreferences: notBuiltYet,
    getAssistantSuggestions: notBuiltYet,
  };
}
