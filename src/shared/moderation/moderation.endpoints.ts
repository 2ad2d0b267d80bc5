/** Reports, the moderation queue, decisions, statements of reasons, objections and the transparency figures (issue 18, ADR 064). */
export const moderationEndpoints = {};
