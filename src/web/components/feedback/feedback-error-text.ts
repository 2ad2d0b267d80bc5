import type { TFunction } from 'i18next';
import { describeApiError } from '../../lib/api';
import { ApiError } from '../../lib/api-client/api-error';

const knownIssues = ['screenshotNotPng', 'messageTooShort', 'messageTooLong'] as const;

function firstKnownIssue(details: unknown): (typeof knownIssues)[number] | undefined {
  if (typeof details !== 'object' || details === null || !('issues' in details)) return undefined;
  const { issues } = details as { issues: unknown };
  if (!Array.isArray(issues)) return undefined;
  for (const issue of issues) {
    const message = (issue as { message?: unknown } | null)?.message;
    const known = knownIssues.find((key) => key === message);
    if (known) return known;
  }
  return undefined;
}

/** Spec §8: the submission error shown in the dialog's alert, in the user's language. */
export function feedbackErrorText(error: unknown, t: TFunction<'feedback'>, tCommon: TFunction): string {
  if (error instanceof ApiError && error.code === 'PAYLOAD_TOO_LARGE') return t('errors.screenshotTooLarge');
  const issue = error instanceof ApiError ? firstKnownIssue(error.details) : undefined;
  if (issue) return t(`errors.${issue}`);
  return describeApiError(error, tCommon);
}
