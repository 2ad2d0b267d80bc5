import type { moderationEndpoints } from '@shared/moderation/moderation.endpoints';
import { AppError } from '../../core/app-error';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';

const notYet = async (): Promise<never> => {
  throw new AppError('NOT_CONFIGURED', 'Moderation is being built');
};

/** Reports, the moderation queue, decisions, statements of reasons, objections and the transparency figures (issue 18, ADR 064). */
export function moderationHandlers(_deps: AppDependencies): GroupHandlers<typeof moderationEndpoints> {
  return {
    submitReport: notYet,
    listCases: notYet,
    listModerators: notYet,
    getCase: notYet,
    assignCase: notYet,
    addCaseNote: notYet,
    decideCase: notYet,
    getStatement: notYet,
    listMyDecisions: notYet,
    fileObjection: notYet,
    listObjections: notYet,
    decideObjection: notYet,
    getTransparency: notYet,
  };
}
