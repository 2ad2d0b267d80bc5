import { type Browser, expect, type Page, test } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';

/**
 * Issue 15: the home page shows listings in the first screen on a phone and on a laptop, and on a
 * phone the sticky sell prompt, the bottom bar and the offline toast together cover at most a tenth
 * of the screen. The signed-in phone header keeps its search field, search button and place button
 * usable at 360 px with the longer German labels.
 */
const screens = [
  {
    name: 'phone 390×844, English',
    width: 390,
    height: 844,
    isMobile: true,
    locale: 'en-GB',
    fresh: 'Freshly listed',
  },
  {
    name: 'phone 360×740, German',
    width: 360,
    height: 740,
    isMobile: true,
    locale: 'de-DE',
    fresh: 'Frisch eingestellt',
  },
  {
    name: 'laptop 1280×800, English',
    width: 1280,
    height: 800,
    isMobile: false,
    locale: 'en-GB',
    fresh: 'Freshly listed',
  },
  {
    name: 'laptop 1280×800, German',
    width: 1280,
    height: 800,
    isMobile: false,
    locale: 'de-DE',
    fresh: 'Frisch eingestellt',
  },
] as const;

async function openContext(browser: Browser, baseURL: string | undefined, screen: (typeof screens)[number]) {
  return browser.newContext({
    baseURL,
    viewport: { width: screen.width, height: screen.height },
    isMobile: screen.isMobile,
    hasTouch: screen.isMobile,
    locale: screen.locale,
    reducedMotion: 'reduce',
  });
}

/** How many pixels at the bottom of the screen the bars and toasts cover, each clipped to the screen. */
async function coveredAtBottom(page: Page) {
  return page.evaluate(() => {
    const covering = [
      ...document.querySelectorAll('nav[aria-label], aside[aria-label]'),
      ...document.querySelectorAll('section[aria-label] > ol > li'),
    ].filter((element) => {
      const style = getComputedStyle(element);
      const isPinned = (node: Element | null): boolean => {
        for (let current = node; current; current = current.parentElement) {
          const position = getComputedStyle(current).position;
          if (position === 'fixed' || position === 'sticky') return true;
        }
        return false;
      };
      return style.display !== 'none' && style.visibility !== 'hidden' && isPinned(element);
    });
    const height = window.innerHeight;
    // Only what sits in the lower half: the sticky header at the top is not in this count. Side by
    // side boxes (a toast beside the sell prompt on a laptop) cover the same rows once.
    const parts = covering
      .map((element) => {
        const box = element.getBoundingClientRect();
        return {
          what: element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '',
          top: Math.max(box.top, height / 2),
          bottom: Math.min(box.bottom, height),
        };
      })
      .filter((part) => part.bottom > part.top)
      .sort((first, second) => first.top - second.top);
    let total = 0;
    let reached = 0;
    for (const part of parts) {
      const from = Math.max(part.top, reached);
      if (part.bottom > from) total += part.bottom - from;
      reached = Math.max(reached, part.bottom);
    }
    const topOfCover = parts.length ? Math.min(...parts.map((part) => part.top)) : height;
    return {
      height,
      parts: parts.map((part) => ({ what: part.what, px: Math.round(part.bottom - part.top) })),
      total: Math.round(total),
      topOfCover,
    };
  });
}

for (const screen of screens) {
  test(`home shows listings in the first screen: ${screen.name}`, async ({ browser, baseURL }) => {
    const context = await openContext(browser, baseURL, screen);
    const page = await context.newPage();
    await page.goto('/');
    const firstCard = page.getByRole('region', { name: screen.fresh }).getByRole('article').first();
    await expect(firstCard).toBeVisible();
    // The offline toast comes once the service worker is ready: wait for it before measuring.
    await page.evaluate(() =>
      Promise.race([navigator.serviceWorker?.ready, new Promise((resolve) => setTimeout(resolve, 5_000))]),
    );
    await page.waitForTimeout(800);

    const covered = await coveredAtBottom(page);
    const card = await firstCard.boundingBox();
    expect(card, 'the first listing card has a box').not.toBeNull();
    const visibleBottom = covered.topOfCover;
    // The card's picture at least half shows above what covers the bottom of the screen.
    const needed = (card?.y ?? 0) + (card?.height ?? 0) / 2;
    expect(
      needed,
      `first card at y=${Math.round(card?.y ?? 0)} (height ${Math.round(card?.height ?? 0)}), visible down to ${visibleBottom} px`,
    ).toBeLessThanOrEqual(visibleBottom);

    if (screen.isMobile) {
      console.info(
        `${screen.name}: bottom covered ${covered.total} px of ${covered.height} (${JSON.stringify(covered.parts)})`,
      );
      expect(
        covered.total,
        `bars and toasts cover ${covered.total} px of ${covered.height}: ${JSON.stringify(covered.parts)}`,
      ).toBeLessThanOrEqual(covered.height / 10);
    }
    await expectNoSeriousAxeViolations(page);
    await context.close();
  });
}

test('the signed-in phone header keeps search and place usable at 360 px in German', async ({
  browser,
  baseURL,
}) => {
  const context = await openContext(browser, baseURL, screens[1]);
  const page = await context.newPage();
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.locator('input[type=email]').fill(demoAccounts.seller.email);
  await main.locator('input[type=password]').fill(demoAccounts.seller.password);
  await main.locator('input[type=password]').press('Enter');
  await expect(page.getByRole('button', { name: `${demoAccounts.seller.name}, Kontomenü` })).toBeVisible();
  await page.goto('/');

  const header = page.getByRole('banner');
  const field = header.getByRole('combobox', { name: 'Anzeigen durchsuchen' });
  const submit = header.getByRole('button', { name: 'Suchen', exact: true });
  const place = header.getByRole('button', { name: /Standort/ });
  for (const control of [field, submit, place]) await expect(control).toBeVisible();
  const [fieldBox, submitBox, placeBox] = await Promise.all([
    field.boundingBox(),
    submit.boundingBox(),
    place.boundingBox(),
  ]);
  if (!fieldBox || !submitBox || !placeBox) throw new Error('header controls have no box');
  // The field leaves room to read what was typed next to its button, and the place button is on screen.
  expect(submitBox.x - fieldBox.x, 'typing room left of "Suchen"').toBeGreaterThanOrEqual(150);
  expect(placeBox.x + placeBox.width).toBeLessThanOrEqual(360);
  expect(placeBox.width).toBeGreaterThanOrEqual(40);

  await field.fill('Fahrrad');
  await submit.click();
  await expect(page).toHaveURL(/\/search\?query=Fahrrad/);

  // Sell is in the bottom bar, in the middle, and leads to /sell.
  const bar = page.getByRole('navigation', { name: 'Hauptnavigation' });
  const names = await bar.getByRole('listitem').allInnerTexts();
  expect(names.map((name) => name.trim())).toEqual(['Start', 'Suche', 'Verkaufen', 'Gemerkt', 'Profil']);
  await bar.getByRole('link', { name: 'Verkaufen' }).click();
  await expect(page).toHaveURL(/\/sell$/);
  await expect(bar).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await context.close();
});
