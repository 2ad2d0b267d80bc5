import type { ChatFilterFinding, ChatFilterKind, ChatSeverity } from '@shared/chat/chat-filter.schema';
import { describeMatch, type TextView } from './text-view';

/** A finding plus where it sits in the written text, so overlapping findings can be merged. */
export interface Detection extends ChatFilterFinding {
  sourceStart: number;
  sourceEnd: number;
}

export function detectionAt(
  view: TextView,
  start: number,
  end: number,
  kind: ChatFilterKind,
  severity: ChatSeverity,
): Detection {
  return {
    kind,
    severity,
    match: describeMatch(view, start, end),
    sourceStart: view.starts[start] ?? 0,
    sourceEnd: view.ends[end - 1] ?? 0,
  };
}

export function raiseSeverity(severity: ChatSeverity): ChatSeverity {
  if (severity === 'low') return 'medium';
  if (severity === 'medium') return 'high';
  return 'critical';
}

/**
 * Words that ask the other side to get in touch elsewhere ("melde dich", "ruf an", "text me"); a
 * phone number or address with them is a hand-off, not a passing mention. Read on the `words` view.
 */
export const contactIntentPattern =
  /(?<![\p{L}])(?:schreib\p{L}*|meld\p{L}*|kontakt\p{L}*|erreich\p{L}*|anruf\p{L}*|ruf|rufen|nummer|handy ?nummer|handy|tel|telefon\p{L}*|mobil|whatsapp|sms|add|contact|message|text|write|reach|call|ping|dm|number|phone|mail|e ?mail|privat|private)(?![\p{L}])/u;
