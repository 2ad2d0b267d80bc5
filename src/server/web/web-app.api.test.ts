import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingMedia } from '../db/schema/listings.schema';
import { createTestListings, deleteTestListings } from '../test/listing-factory';
import { createTestApp, type TestContext } from '../test/test-app';
import { createTestUser } from '../test/user-factory';
import { precompressDirectory } from './precompress';

/** Large enough to be compressed (over 1 KB), like every real bundle. */
const bundleSource = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `word-${index}`))};\n`;
const stylesheet = `body{margin:0}${'.card{color:red}'.repeat(100)}`;
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <title>Kleinkram</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
  </head>
  <body><div id="root"></div>${' '.repeat(1200)}</body>
</html>`;

const decoded = (response: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.rawPayload.toString('utf8');
};

describe('serving the built web app', () => {
  let context: TestContext;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'kleinkram-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), indexHtml);
    writeFileSync(path.join(webRoot, 'sw.js'), `self.skipWaiting();${' '.repeat(2000)}`);
    writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), bundleSource);
    writeFileSync(path.join(webRoot, 'assets', 'index-abc123.css'), stylesheet);
    writeFileSync(path.join(webRoot, 'assets', 'tiny-abc123.js'), 'console.log(1);');
    precompressDirectory(webRoot);
    context = await createTestApp({ webRoot });
  });

  afterAll(async () => {
    await context.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('sends hashed bundles precompressed, Brotli before gzip, cached for a year', async () => {
    const brotli = await context.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(bundleSource.length / 3);
    expect(decoded(brotli)).toBe(bundleSource);

    const gzip = await context.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(gzip)).toBe(bundleSource);

    const plain = await context.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(bundleSource);
  });

  it('compresses a file the build did not precompress on the fly, still cached for a year', async () => {
    const tiny = await context.app.inject({
      method: 'GET',
      url: '/assets/tiny-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBe('br');
    expect(tiny.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(tiny)).toBe('console.log(1);');
  });

  it('revalidates the service worker every time, compressed like the bundles', async () => {
    const worker = await context.app.inject({
      method: 'GET',
      url: '/sw.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-encoding']).toBe('br');
    expect(decoded(worker)).toContain('self.skipWaiting();');
  });

  it('answers pages with the shell: stylesheet inlined, compressed, never cached unrevalidated', async () => {
    for (const url of ['/', '/listings/anything', '/search?query=fahrrad']) {
      const page = await context.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers.vary).toMatch(/accept-encoding/i);
      const html = decoded(page);
      // Every page gets a head of its own (ADR 080) in place of the template's title.
      expect(html).toMatch(/<title[^>]*>[^<]*Kleinkram[^<]*<\/title>/);
      expect(html).not.toContain('<title>Kleinkram</title>');
      expect(html).toContain(`<style>${stylesheet}</style>`);
      expect(html).not.toContain('rel="stylesheet"');
    }

    const gzip = await context.app.inject({
      method: 'GET',
      url: '/listings/anything',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toContain('>Kleinkram – buy and sell second-hand near you</title>');

    const plain = await context.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(
      '<title data-server-head="page">Kleinkram – buy and sell second-hand near you</title>',
    );
  });

  it("preloads a listing page's first gallery picture, the primary one first", async () => {
    const seller = await createTestUser(context);
    const [listingId] = await createTestListings(context, { sellerId: seller.id, count: 1 });
    if (!listingId) throw new Error('no test listing');
    const slug = (
      await context.database.pool.query<{ slug: string }>('SELECT slug FROM listings WHERE id = $1', [
        listingId,
      ])
    ).rows[0]?.slug;
    await context.database.db.insert(listingMedia).values([
      { listingId, storageKey: 'seed/web-shell-test/2', width: 1600, height: 1200, position: 0 },
      {
        listingId,
        storageKey: 'seed/web-shell-test/1',
        width: 1600,
        height: 1200,
        position: 1,
        isPrimary: true,
      },
    ]);
    try {
      const page = await context.app.inject({
        method: 'GET',
        url: `/listing/${slug}`,
        headers: { accept: 'text/html', 'accept-encoding': 'br' },
      });
      expect(page.statusCode).toBe(200);
      const html = decoded(page);
      expect(html).toContain(
        '<link rel="preload" as="image" href="/media/seed/web-shell-test/1/detail.webp" fetchpriority="high">',
      );
      // Before the scripts (started after the first paint over the page's first screen, ADR 089),
      // so the picture is asked for first.
      expect(html.indexOf('rel="preload"')).toBeLessThan(
        html.indexOf('<script src="/start-app-after-paint.js"'),
      );

      const unknown = await context.app.inject({
        method: 'GET',
        url: '/listing/no-such-listing',
        headers: { accept: 'text/html' },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).not.toContain('rel="preload" as="image"');
    } finally {
      await deleteTestListings(context, [listingId]);
    }
  });

  it("preloads the home page's first fresh-listings picture", async () => {
    const feed = await context.app.inject({ method: 'GET', url: '/api/feeds/recent?limit=1' });
    const firstPicture = (feed.json() as { data: { listings: Array<{ thumbnail: { url: string } | null }> } })
      .data.listings[0]?.thumbnail?.url;
    const page = await context.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    if (firstPicture) {
      expect(page.body).toContain(
        `<link rel="preload" as="image" href="${firstPicture}" fetchpriority="high">`,
      );
    } else {
      expect(page.body).not.toContain('rel="preload" as="image"');
    }
  });

  it('compresses API answers over 1 KB for clients that accept it', async () => {
    const categories = await context.app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(categories.statusCode).toBe(200);
    expect(categories.headers['content-encoding']).toBe('br');
    expect(categories.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(decoded(categories))).toHaveProperty('data');

    const plain = await context.app.inject({ method: 'GET', url: '/api/categories' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveProperty('data');
  });

  it('answers unknown API paths with 404, not the shell', async () => {
    const api = await context.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    const asset = await context.app.inject({ method: 'GET', url: '/assets/missing-abc.js' });
    expect(asset.statusCode).toBe(404);
  });
});
