import type { moderationEndpoints } from '@shared/moderation/moderation.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';

/** Reports, the moderation queue, decisions, statements of reasons, objections and the transparency figures (issue 18, ADR 064). */
export function moderationHandlers(_deps: AppDependencies): GroupHandlers<typeof moderationEndpoints> {
  return {};
}
