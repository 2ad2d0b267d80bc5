import { reportRequestSchema } from '@shared/moderation/moderation.schema';
import type { ReportSubjectKind } from '@shared/moderation/moderation-constants';
import { z } from 'zod';

/** What a report is about: the kind and the id the server knows it by. */
export interface ReportSubject {
  kind: ReportSubjectKind;
  id: string;
}

/** The reason for which a guest may stay anonymous (the terms, Art. 16(2)(c) DSA). */
export const anonymousReportReason = 'prohibited_content';

/** The dialog's fields, checked by the shared request schema; its messages are keys of `moderation:errors.*`. */
export const reportFormSchema = reportRequestSchema.pick({
  reason: true,
  explanation: true,
  email: true,
  goodFaith: true,
});

/**
 * A guest must give an address unless the reason lets them stay anonymous: the server's rule
 * (VALIDATION_FAILED, `email: emailRequired`), checked apart from the schema so the reporter sees
 * it together with every other missing field, not after fixing them.
 */
export function isReportEmailMissing(isGuest: boolean, values: { reason: string; email: string }): boolean {
  return isGuest && values.email.trim() === '' && values.reason !== anonymousReportReason;
}

/** What the fields hold while typing: nothing chosen yet, the box not ticked. */
export interface ReportFormValues {
  reason: string;
  explanation: string;
  email: string;
  goodFaith: boolean;
}

export type ReportFormOutput = z.output<typeof reportFormSchema>;

export const reportFormDefaults: ReportFormValues = {
  reason: '',
  explanation: '',
  email: '',
  goodFaith: false,
};

const reportFields = ['reason', 'explanation', 'email', 'goodFaith'] as const;
export type ReportField = (typeof reportFields)[number];

/**
 * The server's field issues (VALIDATION_FAILED `details.issues`, paths like `body.email`), for
 * messages at their fields.
 */
export function reportFieldIssues(details: unknown): { field: ReportField; message: string }[] {
  const parsed = z
    .object({
      issues: z.array(z.object({ path: z.union([z.string(), z.array(z.unknown())]), message: z.string() })),
    })
    .safeParse(details);
  if (!parsed.success) return [];
  return parsed.data.issues.flatMap((issue) => {
    const segments = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String);
    const field = reportFields.find((name) => segments.includes(name));
    return field ? [{ field, message: issue.message }] : [];
  });
}
