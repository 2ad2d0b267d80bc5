import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on serious or critical WCAG 2.1 A/AA violations, listing each with its nodes. */
export async function expectNoSeriousAxeViolations(page: Page) {
  // Half-faded elements (a toast sliding in) would be measured mid-animation; check the settled page.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  // Content being replaced is dimmed and marked aria-busy (search results while a filter loads);
  // measured then, its colours fail contrast (CI, stop 28). Wait for it to settle, but at most a
  // few seconds: a journey may check a page that is meant to be busy, and axe then decides.
  await page
    .waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = serious.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join('\n  ')}`,
  );
  expect(report, report.join('\n')).toEqual([]);
}
