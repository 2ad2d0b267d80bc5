import { describe, expect, it } from 'vitest';
import { escapeXml, presentRobots, presentSitemap } from './seo.presenter';

describe('seo presenter', () => {
  it('escapes XML special characters', () => {
    expect(escapeXml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
  });

  it('writes absolute URLs with lastmod only where known', () => {
    const xml = presentSitemap(
      [{ path: '/' }, { path: '/listing/lamp', lastModified: new Date('2026-01-02T03:04:05Z') }],
      'https://kleinkram.example/',
    );
    expect(xml).toContain('<url><loc>https://kleinkram.example/</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://kleinkram.example/listing/lamp</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>',
    );
  });

  it('points robots.txt to the sitemap', () => {
    const text = presentRobots(['/api/'], 'https://kleinkram.example');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Sitemap: https://kleinkram.example/sitemap.xml');
  });
});
