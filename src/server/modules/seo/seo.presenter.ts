import type { SitemapEntry } from './seo.service';

const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => xmlEntities[character] ?? character);
}

const trimTrailingSlash = (url: string) => url.replace(/\/+$/, '');

export function presentSitemap(entries: readonly SitemapEntry[], publicUrl: string): string {
  const base = trimTrailingSlash(publicUrl);
  const urls = entries.map((entry) => {
    const lastModified = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeXml(base + entry.path)}</loc>${lastModified}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function presentRobots(disallowedPaths: readonly string[], publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${trimTrailingSlash(publicUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}
