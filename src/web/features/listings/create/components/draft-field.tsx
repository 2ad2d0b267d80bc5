import type { DraftFieldEvidence } from '@shared/ai/draft-suggestion.schema';
import type { ReactNode } from 'react';
import type { Language } from '../../../../lib/i18n';
import { FieldEvidence } from './field-evidence';

/** One field of the draft preview: its name, the suggested value, and the evidence behind it. */
export function DraftField({
  label,
  evidence,
  language,
  children,
}: {
  label: string;
  evidence: DraftFieldEvidence | undefined;
  language: Language;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5 border-b border-line pb-4 last:border-b-0 last:pb-0">
      <dt className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</span>
        <FieldEvidence evidence={evidence} language={language} />
      </dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}
