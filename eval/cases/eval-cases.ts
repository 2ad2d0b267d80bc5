import { caseFacts } from './case-facts';
import { germanCases } from './cases-de';
import { englishCases } from './cases-en';
import { moreGermanCases } from './cases-more-de';
import { moreEnglishCases } from './cases-more-en';
import type { EvalCase } from './eval-case';

const withFacts = (evalCase: EvalCase): EvalCase => ({
  ...evalCase,
  expected: { ...evalCase.expected, ...caseFacts[evalCase.id] },
});

const interleave = (german: EvalCase[], english: EvalCase[]) =>
  Array.from({ length: Math.max(german.length, english.length) }, (_, index) => [
    german[index],
    english[index],
  ])
    .flat()
    .filter((evalCase): evalCase is EvalCase => evalCase !== undefined);

/**
 * German and English interleaved, so any prefix (the unit-test slice, the held-out split) stays
 * balanced; the first labelled set comes first, so its split is unchanged, then issue 15's cases.
 */
export const evalCases: EvalCase[] = [
  ...interleave(germanCases, englishCases),
  ...interleave(moreGermanCases, moreEnglishCases),
].map(withFacts);
