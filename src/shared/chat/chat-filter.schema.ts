import { z } from 'zod';

/**
 * What the pre-delivery filter looks for (issue 16): ways to move a buyer off the platform and out of
 * buyer protection, and the usual scams, each with a severity.
 */
export const chatFilterKinds = [
  'phone',
  'email',
  'messenger',
  'iban',
  'external-link',
  'off-platform-payment',
  'phishing',
] as const;
export const chatFilterKindSchema = z.enum(chatFilterKinds);
export type ChatFilterKind = z.infer<typeof chatFilterKindSchema>;

/** Spec §3 chat moderation flag severities, lowest first. */
export const chatSeverities = ['low', 'medium', 'high', 'critical'] as const;
export const chatSeveritySchema = z.enum(chatSeverities);
export type ChatSeverity = z.infer<typeof chatSeveritySchema>;

/**
 * What happens to a message: delivered untouched, delivered with a warning shown to the recipient
 * (low and medium), or held until a moderator decides (high and critical).
 */
export const chatFilterActions = ['deliver', 'warn', 'hold'] as const;
export type ChatFilterAction = (typeof chatFilterActions)[number];

export const chatFilterFindingSchema = z.object({
  kind: chatFilterKindSchema,
  severity: chatSeveritySchema,
  /** The part of the normalised text that matched, for moderators. */
  match: z.string(),
});
export type ChatFilterFinding = z.infer<typeof chatFilterFindingSchema>;

export function severityRank(severity: ChatSeverity): number {
  return chatSeverities.indexOf(severity);
}

export function actionForSeverity(severity: ChatSeverity | null): ChatFilterAction {
  if (severity === null) return 'deliver';
  return severityRank(severity) >= severityRank('high') ? 'hold' : 'warn';
}
