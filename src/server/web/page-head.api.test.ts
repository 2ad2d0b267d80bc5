import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingMedia } from '../db/schema/listings.schema';
import type { TestContext } from '../test/test-app';
import { createPageShellTestApp } from './page-shell.test-support';

const origin = 'http://localhost:3000';
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="The template's default." data-server-head="site" />
    <title>Kleinkram</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The content of `<meta {attribute}="{key}" content="…">`, entities decoded; undefined when absent. */
function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return match?.[1]
    ?.replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

const jsonLdOf = (html: string) => {
  const match = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  return match?.[1] === undefined ? undefined : (JSON.parse(match[1]) as Record<string, unknown>);
};

describe('page heads in the HTML shell (ADR 080)', () => {
  let context: TestContext;
  let sellerName: string;
  let page: Awaited<ReturnType<typeof createPageShellTestApp>>['page'];
  let createShellListing: Awaited<ReturnType<typeof createPageShellTestApp>>['createListing'];
  let close: () => Promise<void>;

  /** The listing, remembering its seller's name for the Product JSON-LD. */
  async function createListing(values: Parameters<typeof createShellListing>[0] = {}) {
    const listing = await createShellListing(values);
    sellerName = listing.sellerName;
    return listing;
  }

  beforeAll(async () => {
    ({ context, page, createListing: createShellListing, close } = await createPageShellTestApp(indexHtml));
  });

  afterAll(() => close());

  it('describes a listing: title, price, photo, canonical, hreflang, Open Graph, Twitter and Product JSON-LD', async () => {
    const listing = await createListing({
      title: 'Roadbike Bianchi 56 cm',
      description: 'Light steel frame, new tyres. Collect in Berlin or shipped.',
      priceCents: 34_950,
      priceKind: 'negotiable',
      condition: 'good',
    });
    await context.database.db.insert(listingMedia).values([
      { listingId: listing.id, storageKey: 'seed/head-test/2', width: 2000, height: 1500, position: 0 },
      {
        listingId: listing.id,
        storageKey: 'seed/head-test/1',
        width: 1600,
        height: 1200,
        position: 1,
        isPrimary: true,
        altText: 'The bike from the side',
      },
    ]);
    const response = await page(`/listing/${listing.slug}`, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toMatch(/accept-language/i);
    const html = response.body;
    const url = `${origin}/listing/${listing.slug}`;

    expect(html).toContain('<title data-server-head="page">Roadbike Bianchi 56 cm – Kleinkram</title>');
    expect(html.match(/<title[ >]/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).not.toContain("The template's default.");
    expect(metaContent(html, 'name', 'description')).toBe(
      '€349.50 or nearest offer · Berlin – Light steel frame, new tyres.',
    );
    expect(html).toContain(`<link rel="canonical" href="${url}"`);
    expect(html).toContain(`<link rel="alternate" hreflang="de" href="${url}?lang=de"`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${url}?lang=en"`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${url}"`);

    expect(metaContent(html, 'property', 'og:type')).toBe('product');
    expect(metaContent(html, 'property', 'og:title')).toBe('Roadbike Bianchi 56 cm – Kleinkram');
    expect(metaContent(html, 'property', 'og:url')).toBe(url);
    expect(metaContent(html, 'property', 'og:locale')).toBe('en_GB');
    // The primary picture, absolute, in the detail variant's size (1024 px wide).
    expect(metaContent(html, 'property', 'og:image')).toBe(`${origin}/media/seed/head-test/1/detail.webp`);
    expect(metaContent(html, 'property', 'og:image:width')).toBe('1024');
    expect(metaContent(html, 'property', 'og:image:height')).toBe('768');
    expect(metaContent(html, 'property', 'og:image:alt')).toBe('The bike from the side');
    expect(metaContent(html, 'property', 'product:price:amount')).toBe('349.50');
    expect(metaContent(html, 'property', 'product:price:currency')).toBe('EUR');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'twitter:image')).toBe(`${origin}/media/seed/head-test/1/detail.webp`);
    // The lead picture's preload (ADR 044) comes from the same query.
    expect(html).toContain(
      '<link rel="preload" as="image" href="/media/seed/head-test/1/detail.webp" fetchpriority="high">',
    );

    expect(jsonLdOf(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Roadbike Bianchi 56 cm',
      image: [`${origin}/media/seed/head-test/1/detail.webp`],
      itemCondition: 'https://schema.org/UsedCondition',
      offers: {
        '@type': 'Offer',
        url,
        price: '349.50',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Person', name: sellerName },
      },
    });
  });

  it('writes the head in German for German browsers and for ?lang=de, whose canonical keeps the language', async () => {
    const listing = await createListing({ title: 'Sofa', priceCents: 12_000, priceKind: 'fixed' });
    const byHeader = await page(`/listing/${listing.slug}`, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(byHeader.body).toContain('<html lang="de"');
    expect(metaContent(byHeader.body, 'name', 'description')).toMatch(/^120\s€ · Berlin – /);
    expect(metaContent(byHeader.body, 'property', 'og:locale')).toBe('de_DE');
    expect(byHeader.body).toContain(`<link rel="canonical" href="${origin}/listing/${listing.slug}"`);

    const byUrl = await page(`/listing/${listing.slug}?lang=de`, { 'accept-language': 'en' });
    expect(byUrl.body).toContain('<html lang="de"');
    expect(byUrl.body).toContain(`<link rel="canonical" href="${origin}/listing/${listing.slug}?lang=de"`);
  });

  it('marks a sold listing sold out and a give-away as free', async () => {
    const sold = await createListing({ soldAt: new Date() });
    const soldPage = await page(`/listing/${sold.slug}`);
    expect(soldPage.statusCode).toBe(200);
    expect(jsonLdOf(soldPage.body)).toMatchObject({ offers: { availability: 'https://schema.org/SoldOut' } });

    const free = await createListing({ priceCents: 0, priceKind: 'free' });
    const freePage = await page(`/listing/${free.slug}`);
    expect(metaContent(freePage.body, 'name', 'description')).toMatch(/^Free to give away · /);
    expect(jsonLdOf(freePage.body)).toMatchObject({ offers: { price: '0.00' } });
    // No picture: a small card, no image tags.
    expect(metaContent(freePage.body, 'name', 'twitter:card')).toBe('summary');
    expect(freePage.body).not.toContain('og:image');
  });

  it('escapes what sellers write: a title cannot close the title, an attribute or the JSON-LD script', async () => {
    const title = `Lamp </title></script><script>alert("x")</script> & 'quotes' <!--`;
    const listing = await createListing({ title, description: `Works "fine" </script><b>. Really.` });
    const html = (await page(`/listing/${listing.slug}`)).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('</script><b>');
    expect(html).not.toContain('<!--');
    expect(html.match(/<\/title>/g)).toHaveLength(1);
    expect(html).toContain(
      '<title data-server-head="page">Lamp &lt;/title&gt;&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39; &lt;!-- – Kleinkram</title>',
    );
    expect(metaContent(html, 'property', 'og:title')).toBe(`${title} – Kleinkram`);
    // The JSON-LD still parses to the very same text.
    expect(jsonLdOf(html)).toMatchObject({ name: title, description: 'Works "fine" </script><b>.' });
  });

  it('answers 410 for archived and moderation-removed listings, 404 for drafts, restricted and unknown ones', async () => {
    const archived = await createListing({ status: 'ARCHIVED' });
    const removed = await createListing({ status: 'NEEDS_ACTION', moderationRestriction: 'removed' });
    const restricted = await createListing({ status: 'NEEDS_ACTION', moderationRestriction: 'restricted' });
    const draft = await createListing({ status: 'DRAFT', publishedAt: null });
    const expectations: Array<[string, number]> = [
      [`/listing/${archived.slug}`, 410],
      [`/listing/${removed.slug}`, 410],
      [`/listing/${restricted.slug}`, 404],
      [`/listing/${draft.slug}`, 404],
      ['/listing/no-such-listing', 404],
    ];
    for (const [url, status] of expectations) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(status);
      // The app's shell still renders (its not-found view); only the status and head change.
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toContain('<div id="root"></div>');
      if (status !== 200) {
        expect(response.body, url).toContain(
          '<title data-server-head="page">Listing not available – Kleinkram</title>',
        );
        expect(metaContent(response.body, 'name', 'robots'), url).toBe('noindex');
        expect(response.body, url).not.toContain('rel="canonical"');
        expect(response.body, url).not.toContain('application/ld+json');
      }
    }
  });

  it('describes category, deals and place-search pages, and answers 404 for unknown ones', async () => {
    const category = await page('/categories/electronics', { 'accept-language': 'de' });
    expect(category.statusCode).toBe(200);
    expect(category.body).toContain(
      '<title data-server-head="page">Elektronik gebraucht kaufen | Kleinkram</title>',
    );
    expect(category.body).toContain(`<link rel="canonical" href="${origin}/categories/electronics"`);
    expect(metaContent(category.body, 'property', 'og:type')).toBe('website');

    const place = await page('/search/berlin-umkreis-25km');
    expect(place.statusCode).toBe(200);
    expect(place.body).toContain(
      '<title data-server-head="page">Second-hand in Berlin within 25 km | Kleinkram</title>',
    );
    expect(place.body).toContain(`<link rel="canonical" href="${origin}/search/berlin-umkreis-25km"`);
    expect(place.body).toContain(
      `<link rel="alternate" hreflang="de" href="${origin}/search/berlin-umkreis-25km?lang=de"`,
    );

    const deals = await page('/deals/price-drops');
    expect(deals.statusCode).toBe(200);
    expect(deals.body).toContain('<title data-server-head="page">Price drops – Deals | Kleinkram</title>');
    expect(deals.body).toContain(`<link rel="canonical" href="${origin}/deals/price-drops"`);

    const search = await page('/search?loc=berlin&query=jacke&radius=25&saved=1');
    expect(search.body).toContain('<title data-server-head="page">“jacke” second-hand | Kleinkram</title>');
    expect(search.body).toContain(
      `<link rel="canonical" href="${origin}/search?query=jacke&amp;radius=25&amp;loc=berlin"`,
    );

    for (const url of [
      '/categories/no-such-category',
      '/search/atlantis-umkreis-25km',
      '/search/berlin-umkreis-7km',
      '/search/not-a-place-path',
      '/deals/everything-free',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(metaContent(response.body, 'name', 'robots'), url).toBe('noindex');
    }
  });

  it('gives other pages the site defaults without a canonical, marked for the web to replace', async () => {
    const response = await page('/support');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<title data-server-head="site">Kleinkram – buy and sell second-hand near you</title>',
    );
    expect(response.body).toContain('<meta name="description" content="Kleinkram: buy and sell');
    expect(response.body).toContain('data-server-head="site"');
    expect(response.body).not.toContain('rel="canonical"');
    expect(response.body).not.toContain('noindex');

    const home = await page('/');
    expect(home.body).toContain(`<link rel="canonical" href="${origin}/"`);
    expect(home.body).toContain('data-server-head="page"');
  });
});
