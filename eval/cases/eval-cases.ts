import { germanCases } from './cases-de';
import { englishCases } from './cases-en';
import type { EvalCase } from './eval-case';

/** German and English interleaved, so any prefix (the unit-test slice, the held-out split) stays balanced. */
export const evalCases: EvalCase[] = Array.from(
  { length: Math.max(germanCases.length, englishCases.length) },
  (_, index) => [germanCases[index], englishCases[index]],
)
  .flat()
  .filter((evalCase): evalCase is EvalCase => evalCase !== undefined);
