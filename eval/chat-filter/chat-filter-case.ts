import type { ChatFilterKind } from '../../src/shared/chat/chat-filter.schema';

/**
 * One labelled chat message for `npm run eval:chat-filter`. Harmful cases name the kinds a
 * moderator would expect; harmless ones must pass untouched (no finding at all).
 */
export interface ChatFilterCase {
  text: string;
  language: 'de' | 'en';
  /** The kinds that should be found, or 'harmless'. */
  expected: ChatFilterKind[] | 'harmless';
  /** Which trick or which kind of ordinary talk the case exercises. */
  note: string;
  /** Tuning cases shaped the filter; held-out cases were written before and never tuned against. */
  part: 'tuning' | 'held-out';
}

export function harmful(
  part: ChatFilterCase['part'],
  language: ChatFilterCase['language'],
  expected: ChatFilterKind[],
  note: string,
  text: string,
): ChatFilterCase {
  return { text, language, expected, note, part };
}

export function harmless(
  part: ChatFilterCase['part'],
  language: ChatFilterCase['language'],
  note: string,
  text: string,
): ChatFilterCase {
  return { text, language, expected: 'harmless', note, part };
}
