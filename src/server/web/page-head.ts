import { type Language, languages } from '@shared/i18n/languages';
import type { PageHead } from '../core/page-head';
import { escapeHtml } from '../core/page-markup';

/** How the request asked for its language: `?lang=` makes a language URL, else the header decided. */
export interface PageHeadContext {
  origin: string;
  language: Language;
  /** True when the URL names the language (`?lang=de`): the canonical then keeps it. */
  isLanguageInUrl: boolean;
}

const openGraphLocales: Record<Language, string> = { en: 'en_GB', de: 'de_DE' };

/**
 * The marker on every tag the server adds (ADR 080), read by src/web/lib/server-head.ts: "page"
 * tags describe the URL they were sent for and go at the first in-app navigation, "site" tags
 * (the defaults) go as soon as the web renders a head of its own.
 */
const serverHeadAttribute = 'data-server-head';

/** JSON inside <script>: "<", ">" and "&" as unicode escapes, so no text can end the element or open a comment. */
export const scriptSafeJson = (data: unknown) =>
  JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/** The page's URL in one language (`?lang=`), or without it: the x-default, negotiated by the header. */
export function languageUrl(origin: string, path: string, language: Language | null): string {
  const base = `${origin}${path}`;
  if (!language) return base;
  return `${base}${path.includes('?') ? '&' : '?'}lang=${language}`;
}

/** The tags after <title>: description, canonical, hreflang, Open Graph, Twitter card and JSON-LD. */
export function renderHeadTags(head: PageHead, context: PageHeadContext): string {
  const { origin, language } = context;
  const marker = `${serverHeadAttribute}="${head.isSiteDefault ? 'site' : 'page'}"`;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" ${marker}>`;
  const tags = [meta('name', 'description', head.description)];
  const ownUrl = head.canonicalPath
    ? languageUrl(origin, head.canonicalPath, context.isLanguageInUrl ? language : null)
    : null;
  if (head.canonicalPath && ownUrl) {
    tags.push(`<link rel="canonical" href="${escapeHtml(ownUrl)}" ${marker}>`);
    for (const alternate of [...languages, null]) {
      const href = languageUrl(origin, head.canonicalPath, alternate);
      tags.push(
        `<link rel="alternate" hreflang="${alternate ?? 'x-default'}" href="${escapeHtml(href)}" ${marker}>`,
      );
    }
  } else if (head.status !== 200) {
    tags.push(meta('name', 'robots', 'noindex'));
  }
  tags.push(
    meta('property', 'og:site_name', 'Kleinkram'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:locale', openGraphLocales[language]),
    ...languages
      .filter((other) => other !== language)
      .map((other) => meta('property', 'og:locale:alternate', openGraphLocales[other])),
  );
  if (ownUrl) tags.push(meta('property', 'og:url', ownUrl));
  if (head.image) {
    tags.push(meta('property', 'og:image', absolute(origin, head.image.url)));
    if (head.image.width) tags.push(meta('property', 'og:image:width', String(head.image.width)));
    if (head.image.height) tags.push(meta('property', 'og:image:height', String(head.image.height)));
    if (head.image.alt) tags.push(meta('property', 'og:image:alt', head.image.alt));
  }
  for (const [property, content] of Object.entries(head.openGraph ?? {})) {
    tags.push(meta('property', property, content));
  }
  tags.push(
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image) tags.push(meta('name', 'twitter:image', absolute(origin, head.image.url)));
  if (head.jsonLd) {
    tags.push(`<script type="application/ld+json" ${marker}>${scriptSafeJson(head.jsonLd)}</script>`);
  }
  return tags.join('\n    ');
}

const titleElement = /<title[^>]*>[\s\S]*?<\/title>/;
const descriptionElement = /<meta name="description"[^>]*>\s*/;
const htmlLanguage = /<html lang="[^"]*"/;

/**
 * The shell with the page's head: its <title> replaces the template's, the template's default
 * description goes, and the other tags follow the title. `<html lang>` names the language.
 */
export function withPageHead(html: string, head: PageHead, context: PageHeadContext): string {
  const tags = renderHeadTags(head, context);
  const marker = `${serverHeadAttribute}="${head.isSiteDefault ? 'site' : 'page'}"`;
  return html
    .replace(htmlLanguage, `<html lang="${context.language}"`)
    .replace(descriptionElement, '')
    .replace(titleElement, () => `<title ${marker}>${escapeHtml(head.title)}</title>\n    ${tags}`);
}
