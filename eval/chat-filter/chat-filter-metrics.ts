import type { ScreenResult } from '../../src/server/modules/chat/filter/screen-message';
import type { ChatFilterFinding, ChatFilterKind } from '../../src/shared/chat/chat-filter.schema';
import type { ChatFilterCase } from './chat-filter-case';

/** What became of one case: held, delivered with a warning, or delivered untouched. */
export interface CaseVerdict {
  entry: ChatFilterCase;
  result: ScreenResult;
  /** Harmful: held or warned. Harmless: untouched. */
  isCorrect: boolean;
  /** Harmful: the expected kinds that were not found. */
  missingKinds: ChatFilterKind[];
}

export function judgeCase(entry: ChatFilterCase, result: ScreenResult): CaseVerdict {
  if (entry.expected === 'harmless') {
    return { entry, result, isCorrect: result.findings.length === 0, missingKinds: [] };
  }
  const foundKinds = new Set(result.findings.map((finding: ChatFilterFinding) => finding.kind));
  const missingKinds = entry.expected.filter((kind) => !foundKinds.has(kind));
  return { entry, result, isCorrect: result.action !== 'deliver', missingKinds };
}

export interface Summary {
  harmful: number;
  held: number;
  warned: number;
  missed: number;
  /** Harmful cases where every expected kind was found. */
  kindsFound: number;
  harmless: number;
  touched: number;
}

export function summarise(verdicts: readonly CaseVerdict[]): Summary {
  const summary: Summary = {
    harmful: 0,
    held: 0,
    warned: 0,
    missed: 0,
    kindsFound: 0,
    harmless: 0,
    touched: 0,
  };
  for (const verdict of verdicts) {
    if (verdict.entry.expected === 'harmless') {
      summary.harmless += 1;
      if (!verdict.isCorrect) summary.touched += 1;
      continue;
    }
    summary.harmful += 1;
    if (verdict.result.action === 'hold') summary.held += 1;
    else if (verdict.result.action === 'warn') summary.warned += 1;
    else summary.missed += 1;
    if (verdict.missingKinds.length === 0) summary.kindsFound += 1;
  }
  return summary;
}

export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}
