import { findTaxonomyCategory } from '@shared/catalog/taxonomy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingMedia } from '../db/schema/listings.schema';
import { listRecentListings } from '../modules/listings/listings.service';
import type { TestContext } from '../test/test-app';
import { createPageShellTestApp } from './page-shell.test-support';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <title>Kleinkram</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-def456.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** What the root element holds: the server's first screen, or nothing. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.lastIndexOf('</div>\n  </body>');
  return start === -1 ? '' : html.slice(start + '<div id="root">'.length, end === -1 ? undefined : end);
}

/** The visible text of some markup: tags dropped, entities decoded, white space folded. */
const textOf = (markup: string) =>
  markup
    .replace(/<svg[\s\S]*?<\/svg>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ')
    .trim();

describe('the server-rendered first screen (ADR 089)', () => {
  let context: TestContext;
  let page: Awaited<ReturnType<typeof createPageShellTestApp>>['page'];
  let createListing: Awaited<ReturnType<typeof createPageShellTestApp>>['createListing'];
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ context, page, createListing, close } = await createPageShellTestApp(indexHtml));
  });

  afterAll(() => close());

  it('draws the listing page: lead picture as the gallery shows it, title, price, condition and place, in English and German', async () => {
    const listing = await createListing({
      title: 'Roadbike Bianchi 56 cm',
      priceCents: 123_450,
      priceKind: 'negotiable',
      condition: 'good',
      categoryId: 'sports-leisure-bicycles-road',
    });
    await context.database.db.insert(listingMedia).values([
      { listingId: listing.id, storageKey: 'seed/first-screen/2', width: 1600, height: 1200, position: 0 },
      {
        listingId: listing.id,
        storageKey: 'seed/first-screen/1',
        width: 1024,
        height: 768,
        position: 1,
        isPrimary: true,
        altText: 'The bike from the side',
      },
    ]);

    const english = await page(`/listing/${listing.slug}`, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.statusCode).toBe(200);
    const root = rootOf(english.body);
    // The primary picture, the detail variant, as the page's LCP element with the page's attributes.
    expect(root).toContain(
      '<img src="/media/seed/first-screen/1/detail.webp" alt="The bike from the side" width="1024" height="768" fetchpriority="high" draggable="false" class="aspect-[4/3] w-full object-contain">',
    );
    expect(root).toContain(
      '<h1 class="text-2xl font-extrabold tracking-tight sm:text-3xl">Roadbike Bianchi 56 cm</h1>',
    );
    const text = textOf(root);
    const road = findTaxonomyCategory('sports-leisure-bicycles-road');
    expect(text).toMatch(new RegExp(`^Skip to content .*Home .*${road?.name.en}`));
    expect(text).toContain('€1,234.50 or best offer');
    expect(text).toContain('Condition: Good');
    expect(text).toContain('1 / 2');
    // The public layout around it: the skip link's target and a search that works without JavaScript.
    expect(root).toContain('<main id="main-content" tabindex="-1"');
    expect(root).toMatch(/<form action="\/search" method="get">[\s\S]*name="query"/);
    // The app's scripts start after the first paint: handed to the starter, not in the head.
    expect(english.body).toContain(
      '<script src="/start-app-after-paint.js" data-entry="/assets/index-abc123.js" data-preloads="/assets/framework-def456.js" defer></script>',
    );
    expect(english.body).not.toContain('<script type="module"');
    expect(english.body).not.toContain('rel="modulepreload"');

    const german = await page(`/listing/${listing.slug}?lang=de`);
    const germanText = textOf(rootOf(german.body));
    expect(germanText).toContain('Startseite');
    expect(germanText).toContain('1.234,50 € VB');
    expect(germanText).toContain('Zustand: Gut');
    expect(germanText).toContain('Zum Inhalt springen');
    expect(germanText).toContain(road?.name.de);
  });

  it('escapes a hostile title in the first screen as text', async () => {
    const title = '</h1><script>alert(1)</script><img src=x onerror=alert(2)> "quoted" & \'single\'';
    const listing = await createListing({ title });
    const response = await page(`/listing/${listing.slug}`, { 'accept-language': 'en' });
    const root = rootOf(response.body);
    expect(root).not.toContain('<script');
    expect(root).not.toContain('<img src=x');
    expect(root).toContain(
      '&lt;/h1&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt; &quot;quoted&quot; &amp; &#39;single&#39;</h1>',
    );
    expect(textOf(root)).toContain(title);
  });

  it('leaves the root empty where the page has no first screen: gone, unknown and sold listings, other pages', async () => {
    const archived = await createListing({ status: 'ARCHIVED' });
    const sold = await createListing({ soldAt: new Date() });
    const expectations: Array<[string, number]> = [
      [`/listing/${archived.slug}`, 410],
      ['/listing/no-such-listing', 404],
      [`/listing/${sold.slug}`, 200],
      ['/categories/electronics', 200],
      ['/settings', 200],
    ];
    for (const [url, status] of expectations) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(status);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).toContain(
        '<script type="module" crossorigin src="/assets/index-abc123.js">',
      );
      expect(response.body, url).not.toContain('start-app-after-paint');
    }
  });

  it('draws the home page: hero and the first row of fresh listings, newest first, in English and German', async () => {
    // The feed as the shell reads it; no listing is added here, since a new one would move the
    // feed under the other files' home-page tests running beside this one.
    const feed = await listRecentListings(context.database.db, 6);
    const english = await page('/', { 'accept-language': 'en' });
    const root = rootOf(english.body);
    expect(root).toContain('<h1 id="home-hero-title"');
    expect(textOf(root)).toContain('Second-hand, first choice – right around the corner.');
    expect(textOf(root)).toContain('Freshly listed');
    const cards = root.match(/<article /g) ?? [];
    expect(cards.length).toBe(feed.length);
    const german = textOf(rootOf((await page('/', { 'accept-language': 'de-DE,de;q=0.9' })).body));
    expect(german).toContain('Frisch eingestellt');
    const [first] = feed;
    if (!first) {
      expect(textOf(root)).toContain('Nothing has been listed yet. Be the first!');
      return;
    }
    expect(root).toContain(`<a href="/listing/${first.slug}"`);
    expect(textOf(root)).toContain(first.title);
    if (first.thumbnail) {
      // The newest card's picture is fetched at once, as the web's first cards are, and preloaded.
      expect(root).toContain(`<img src="${first.thumbnail.url}"`);
      expect(root).toMatch(/<li><article [^>]*>.*?<img [^>]* loading="eager" fetchpriority="high"/);
      expect(english.body).toContain(`<link rel="preload" as="image" href="${first.thumbnail.url}"`);
    }
  });

  it('draws the analytics consent banner, hidden until the device has no choice, in the page language (ADR 091)', async () => {
    const english = rootOf((await page('/', { 'accept-language': 'en' })).body);
    const banner = /<section id="first-screen-consent"[^>]*>[\s\S]*?<\/section>/.exec(english)?.[0] ?? '';
    // Hidden by default; /theme-init.js shows it before the first paint for an undecided guest.
    expect(banner).toMatch(/class="[^"]* hidden [^"]*\[\.consent-pending_&\]:block"/);
    expect(textOf(banner)).toContain('Help us improve Kleinkram');
    expect(banner).toContain('<a href="/legal/privacy"');
    expect(banner).toContain('data-first-screen-consent="denied"');
    expect(banner).toContain('data-first-screen-consent="granted"');
    const german = rootOf((await page('/', { 'accept-language': 'de' })).body);
    expect(textOf(german)).toContain('Hilf uns, Kleinkram zu verbessern');
    expect(textOf(german)).toContain('Ablehnen');
  });
});
