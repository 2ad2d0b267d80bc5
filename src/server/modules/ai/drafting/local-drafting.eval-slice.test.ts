import { describe, expect, it } from 'vitest';
import { isHeldOut } from '../../../../../eval/cases/eval-case';
import { evalCases } from '../../../../../eval/cases/eval-cases';
import {
  attributeCounts,
  type CaseOutcome,
  categoryAccuracy,
  scores,
  titleChecks,
} from '../../../../../eval/eval-metrics';
import { createLocalDraftingProvider } from './local-drafting.provider';

/**
 * A slice of the evaluation set (`npm run eval:ai` runs all of it, with photos): the first 30
 * transcript cases, German and English alternating. Floors sit a little under the measured
 * figures, so CI catches regressions without the vision models.
 */
describe('local drafting on an evaluation slice', () => {
  it('keeps category accuracy, attribute F1 and title quality above their floors', async () => {
    const provider = createLocalDraftingProvider();
    const slice = evalCases
      .map((evalCase, index) => ({ evalCase, index }))
      .filter(({ evalCase }) => evalCase.transcript && !evalCase.photos)
      .slice(0, 30);
    expect(slice.filter(({ evalCase }) => evalCase.language === 'de')).toHaveLength(15);
    const outcomes: CaseOutcome[] = [];
    for (const { evalCase, index } of slice) {
      const { draft } = await provider.draft({
        images: [],
        transcript: evalCase.transcript,
        language: evalCase.language,
      });
      outcomes.push({ evalCase, isHeldOut: isHeldOut(index), draft });
    }
    const accuracy = categoryAccuracy(outcomes);
    expect(accuracy.top1).toBeGreaterThanOrEqual(0.85);
    expect(accuracy.top3).toBeGreaterThanOrEqual(0.95);
    for (const attribute of ['brand', 'size', 'colour'] as const)
      expect(scores(attributeCounts(outcomes, attribute)).f1, attribute).toBeGreaterThanOrEqual(0.85);
    expect(scores(attributeCounts(outcomes, 'condition')).precision).toBeGreaterThanOrEqual(0.85);
    const titles = titleChecks(outcomes);
    expect(titles.lengthOk).toBe(titles.count);
    expect(titles.noRepeatedWord / titles.count).toBeGreaterThanOrEqual(0.9);
  }, 30_000);
});
