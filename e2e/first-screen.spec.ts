import { type Browser, expect, type Page, test } from '@playwright/test';

/**
 * ADR 089: the server's first screen and the app's first render show the same page. With
 * JavaScript off the browser shows only the server's markup; with it on, the app's. The LCP
 * picture, the headings and the price must have the same text, attributes and place in both, so
 * the hand-over neither shifts nor flashes and the server's renderer stays in step with React's.
 */
const screens = [
  { name: 'phone, English', width: 390, height: 844, isMobile: true, locale: 'en-GB' },
  { name: 'laptop, German', width: 1280, height: 800, isMobile: false, locale: 'de-DE' },
] as const;

interface Snapshot {
  headings: Array<{ text: string; top: number }>;
  picture: Record<string, string | number | null>;
  price: string | null;
}

/** The first screen's key parts: headings with their place, the LCP picture, the price. */
async function snapshot(page: Page, pictureSelector: string): Promise<Snapshot> {
  return page.evaluate((selector) => {
    const main = document.querySelector('main');
    const headings = [...(main?.querySelectorAll('h1, h2') ?? [])].slice(0, 2).map((heading) => ({
      text: heading.textContent?.trim() ?? '',
      top: Math.round(heading.getBoundingClientRect().top),
    }));
    const image = main?.querySelector<HTMLImageElement>(selector);
    const box = image?.getBoundingClientRect();
    return {
      headings,
      picture: {
        src: image?.getAttribute('src') ?? null,
        alt: image?.getAttribute('alt') ?? null,
        width: image?.getAttribute('width') ?? null,
        height: image?.getAttribute('height') ?? null,
        fetchpriority: image?.getAttribute('fetchpriority') ?? null,
        loading: image?.getAttribute('loading') ?? null,
        top: box ? Math.round(box.top) : null,
        left: box ? Math.round(box.left) : null,
        boxWidth: box ? Math.round(box.width) : null,
      },
      price: main?.querySelector('p.inline-flex')?.textContent?.trim() ?? null,
    };
  }, pictureSelector);
}

async function compare(
  browser: Browser,
  baseURL: string | undefined,
  screen: (typeof screens)[number],
  page: { url: string; picture: string; appReady: (page: Page) => Promise<void> },
) {
  const open = (javaScriptEnabled: boolean) =>
    browser.newContext({
      baseURL,
      javaScriptEnabled,
      viewport: { width: screen.width, height: screen.height },
      isMobile: screen.isMobile,
      hasTouch: screen.isMobile,
      locale: screen.locale,
      reducedMotion: 'reduce',
    });
  const serverContext = await open(false);
  const appContext = await open(true);
  try {
    const serverPage = await serverContext.newPage();
    await serverPage.goto(page.url);
    const server = await snapshot(serverPage, page.picture);
    expect(server.headings.length, 'the server drew the first screen').toBeGreaterThan(0);
    expect(server.picture.src).not.toBeNull();

    const appPage = await appContext.newPage();
    await appPage.goto(page.url);
    await page.appReady(appPage);
    const app = await snapshot(appPage, page.picture);

    // The app may show more headings further down; the server's come first and alike.
    expect(server.headings.map((heading) => heading.text)).toEqual(
      app.headings.slice(0, server.headings.length).map((heading) => heading.text),
    );
    expect(server.price).toBe(app.price);
    const { top: serverTop, left: serverLeft, ...serverAttributes } = server.picture;
    const { top: appTop, left: appLeft, ...appAttributes } = app.picture;
    expect(serverAttributes).toEqual(appAttributes);
    // Same place, give or take a pixel of rounding.
    expect(Math.abs(Number(serverTop) - Number(appTop))).toBeLessThanOrEqual(2);
    expect(Math.abs(Number(serverLeft) - Number(appLeft))).toBeLessThanOrEqual(2);
    for (const [index, heading] of server.headings.entries()) {
      expect(
        Math.abs(heading.top - (app.headings[index]?.top ?? Number.NaN)),
        heading.text,
      ).toBeLessThanOrEqual(2);
    }
  } finally {
    await serverContext.close();
    await appContext.close();
  }
}

test.describe('server-rendered first screen (ADR 089)', () => {
  for (const screen of screens) {
    test(`home page: the same hero and first cards before and after the app renders (${screen.name})`, async ({
      browser,
      baseURL,
    }) => {
      await compare(browser, baseURL, screen, {
        url: '/',
        picture: 'article img',
        // The watch heart is the app's: the card is React's once it shows.
        appReady: (page) => expect(page.locator('main article button').first()).toBeVisible(),
      });
    });

    test(`listing page: the same picture, title and price before and after the app renders (${screen.name})`, async ({
      browser,
      baseURL,
      request,
    }) => {
      const feed = await request.get('/api/feeds/recent?limit=1');
      const [listing] = (await feed.json()).data.listings as Array<{ slug: string }>;
      if (!listing) throw new Error('the demo data has no listings');
      await compare(browser, baseURL, screen, {
        url: `/listing/${listing.slug}`,
        picture: 'section img',
        // The zoom button wraps the picture only in the app.
        appReady: (page) => expect(page.locator('main section button img').first()).toBeVisible(),
      });
    });
  }
});
