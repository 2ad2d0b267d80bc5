/**
 * A normalised form of a message that remembers, for every character, which stretch of the
 * written text it came from. The detectors look at normalised views ("0176…" from "null eins
 * sieben sechs …"), the moderator sees both: what was understood and what was written.
 */
export interface TextView {
  /** The original message (NFC), the same for every view derived from it. */
  readonly source: string;
  readonly text: string;
  /** For each character of `text`: where its origin starts in `source`. */
  readonly starts: readonly number[];
  /** For each character of `text`: where its origin ends (exclusive) in `source`. */
  readonly ends: readonly number[];
}

export class TextViewBuilder {
  private readonly parts: string[] = [];
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];

  constructor(private readonly source: string) {}

  push(value: string, start: number, end: number): void {
    this.parts.push(value);
    for (let index = 0; index < value.length; index += 1) {
      this.starts.push(start);
      this.ends.push(end);
    }
  }

  /** Copies `view.text.slice(from, to)` with its origins. */
  copy(view: TextView, from: number, to: number): void {
    if (to <= from) return;
    this.parts.push(view.text.slice(from, to));
    for (let index = from; index < to; index += 1) {
      this.starts.push(view.starts[index] ?? 0);
      this.ends.push(view.ends[index] ?? 0);
    }
  }

  build(): TextView {
    return { source: this.source, text: this.parts.join(''), starts: this.starts, ends: this.ends };
  }
}

export function viewOf(source: string): TextView {
  const starts = Array.from({ length: source.length }, (_, index) => index);
  return { source, text: source, starts, ends: starts.map((index) => index + 1) };
}

/**
 * Rewrites every match of `pattern` (global) with `replace(match)`; the replacement's characters
 * all point at the whole matched stretch of the source, the rest keeps its origins.
 */
export function rewriteView(
  view: TextView,
  pattern: RegExp,
  replace: (match: RegExpExecArray) => string,
): TextView {
  pattern.lastIndex = 0;
  // Most rewrites find nothing in most messages: then the view is reused as it is.
  if (!pattern.test(view.text)) return view;
  const builder = new TextViewBuilder(view.source);
  let copiedUpTo = 0;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(view.text); match !== null; match = pattern.exec(view.text)) {
    if (match[0].length === 0) {
      pattern.lastIndex += 1;
      continue;
    }
    builder.copy(view, copiedUpTo, match.index);
    const end = match.index + match[0].length;
    const replacement = replace(match);
    if (replacement === match[0]) builder.copy(view, match.index, end);
    else builder.push(replacement, view.starts[match.index] ?? 0, view.ends[end - 1] ?? 0);
    copiedUpTo = end;
  }
  builder.copy(view, copiedUpTo, view.text.length);
  return builder.build();
}

/** The written text behind `view.text.slice(start, end)`. */
export function sourceOf(view: TextView, start: number, end: number): string {
  if (end <= start) return '';
  return view.source.slice(view.starts[start] ?? 0, view.ends[end - 1] ?? view.source.length);
}

const maximumMatchLength = 120;

/**
 * What a finding shows a moderator: the understood text, and the written one when they differ
 * ("null eins sieben sechs … (read as: 0176…)").
 */
export function describeMatch(view: TextView, start: number, end: number): string {
  const understood = view.text.slice(start, end).trim();
  const written = sourceOf(view, start, end).trim();
  const shown = written.toLowerCase() === understood ? written : `${written} (read as: ${understood})`;
  return shown.length > maximumMatchLength ? `${shown.slice(0, maximumMatchLength - 1)}…` : shown;
}
