import { dealSegmentIds } from '@shared/deals/deal-segments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteDealListings, insertDealListings, uniqueTestPoint } from '../../test/deal-test-listings';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser } from '../../test/test-users';

describe('sitemap.xml and robots.txt', () => {
  let context: TestContext;
  let ids: string[] = [];
  let slugs: { published: string; draft: string; sold: string };

  beforeAll(async () => {
    context = await createTestApp();
    const seller = await createTestUser(context);
    const rows = await insertDealListings(context, {
      sellerId: seller.id,
      point: uniqueTestPoint({ latitude: 49.6, longitude: 11.9 }),
      specs: [
        { title: 'Sitemaptest published kettle', priceCents: 1_500 },
        { title: 'Sitemaptest draft kettle', priceCents: 1_500, status: 'DRAFT' },
        { title: 'Sitemaptest sold kettle', priceCents: 1_500, isSold: true },
      ],
    });
    ids = rows.map((row) => row.id);
    slugs = { published: rows[0]?.slug ?? '', draft: rows[1]?.slug ?? '', sold: rows[2]?.slug ?? '' };
  });

  afterAll(async () => {
    await deleteDealListings(context, ids);
    await context.close();
  });

  it('serves a sitemap of public pages and visible listings with absolute URLs', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const xml = response.body;

    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(locs.length).toBe((xml.match(/<url>/g) ?? []).length);
    expect(locs.length).toBeLessThanOrEqual(45_000);
    for (const loc of locs) expect(loc).toMatch(/^http:\/\/localhost:3000\//);
    // Well-formed enough for crawlers: every url is closed and nothing is left unescaped.
    expect((xml.match(/<url>/g) ?? []).length).toBe((xml.match(/<\/url>/g) ?? []).length);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);

    const base = 'http://localhost:3000';
    expect(locs).toEqual(
      expect.arrayContaining([
        `${base}/`,
        `${base}/categories`,
        `${base}/categories/electronics`,
        `${base}/deals`,
        ...dealSegmentIds.map((segment) => `${base}/deals/${segment}`),
        `${base}/search/berlin-umkreis-10km`,
        `${base}/search/muenchen-umkreis-25km`,
        `${base}/search/bremen-umkreis-50km`,
        `${base}/legal/privacy`,
        `${base}/legal/imprint`,
        `${base}/docs/terms`,
        `${base}/listing/${slugs.published}`,
      ]),
    );
    expect(locs).not.toContain(`${base}/listing/${slugs.draft}`);
    expect(locs).not.toContain(`${base}/listing/${slugs.sold}`);
    expect(xml).toMatch(
      new RegExp(
        `<loc>${base}/listing/${slugs.published}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T[^<]+</lastmod>`,
      ),
    );
  });

  it('serves robots.txt that keeps crawlers out of the API and private areas', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/seller/', '/settings', '/admin/', '/listings/', '/sell', '/login']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});
