import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Language } from '@shared/i18n/languages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import type { PageHead } from '../core/page-head';
import { negotiatePageLanguage } from '../core/request-language';
import { withFirstScreen } from './first-screen-frame';
import { withPageHead } from './page-head';

/** The page a shell is sent for, as the head lookup sees it. */
export interface PageRequest {
  pathname: string;
  query: URLSearchParams;
  language: Language;
}

/** A page's head (ADR 080) with its status and lead picture; a failed lookup only drops the head. */
export type PageHeadLookup = (page: PageRequest) => Promise<PageHead>;

const stylesheetLink = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The built index.html with the app's stylesheet inlined: Tailwind emits only the classes the app
 * uses, so the whole sheet (about 12 KB compressed) is the critical CSS of every route, and the
 * first paint waits for no stylesheet request (ADR 044). The CSP allows inline styles already.
 */
export function inlineStylesheets(html: string, webRoot: string): string {
  let inlined = '';
  const withStyles = html.replace(stylesheetLink, (link, href: string) => {
    const file = path.join(webRoot, href);
    if (!existsSync(file)) return link;
    const css = readFileSync(file, 'utf8').replaceAll('</style', '<\\/style');
    inlined += css;
    return `<style>${css}</style>`;
  });
  return withFontPreload(withStyles, inlined);
}

const latinFont = /url\((\/assets\/inter-latin-wght-normal-[\w-]+\.woff2)\)/;

/**
 * A preload of the Latin face of the app's font (named in its stylesheet), so the server's first
 * screen is painted in it: painted in the fallback face, its text came out smaller than the same
 * text the app draws a moment later, which then counted as the page's largest paint (ADR 091).
 */
export function withFontPreload(html: string, css: string): string {
  const href = latinFont.exec(css)?.[1];
  if (!href) return html;
  const link = `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin>`;
  return html.replace('</title>', `</title>\n    ${link}`);
}

/** A `<link rel=preload>` for the page's largest picture, placed before the scripts' preloads. */
export function withLeadImagePreload(html: string, imageUrl: string | null): string {
  if (!imageUrl) return html;
  const link = `<link rel="preload" as="image" href="${escapeAttribute(imageUrl)}" fetchpriority="high">`;
  return html.replace('<script type="module"', `${link}\n    <script type="module"`);
}

/** Brotli or gzip as the client accepts; the shell is a few kilobytes, so this costs well under 1 ms. */
function compressFor(request: FastifyRequest, body: Buffer): { encoding?: string; body: Buffer } {
  // Brotli whenever accepted, whatever order the client lists its encodings in.
  const accepted = new Negotiator(request).encodings(['br', 'gzip']);
  const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : undefined;
  if (encoding === 'br') {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
    return { encoding, body: brotliCompressSync(body, { params }) };
  }
  if (encoding === 'gzip') return { encoding, body: gzipSync(body, { level: 6 }) };
  return { body };
}

/**
 * Sends the app's HTML shell for a page: never cached without revalidation (it names the current
 * bundles), compressed, with the page's head (title, description, canonical, hreflang, Open
 * Graph, JSON-LD; ADR 080) and status, a preload of the page's lead picture when there is one,
 * and the page's first screen in the root element when its module draws one (ADR 089).
 */
export function createPageShell(options: { webRoot: string; origin: string; headFor: PageHeadLookup }) {
  let template: string | undefined;
  const templateOf = () => {
    template ??= inlineStylesheets(
      readFileSync(path.join(options.webRoot, 'index.html'), 'utf8'),
      options.webRoot,
    );
    return template;
  };
  return async function sendPageShell(request: FastifyRequest, reply: FastifyReply) {
    const queryStart = request.url.indexOf('?');
    const pathname = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
    const query = new URLSearchParams(queryStart === -1 ? '' : request.url.slice(queryStart + 1));
    const { language, isLanguageInUrl } = negotiatePageLanguage(
      query.get('lang'),
      request.headers['accept-language'],
    );
    const head = await options.headFor({ pathname, query, language }).catch((error: unknown) => {
      request.log.warn({ err: error }, 'no page head for the page shell');
      return null;
    });
    let html = templateOf();
    if (head) {
      html = withPageHead(html, head, { origin: options.origin, language, isLanguageInUrl });
      html = withLeadImagePreload(html, head.leadImageUrl ?? null);
      html = withFirstScreen(html, head.firstScreen, language);
    }
    const compressed = compressFor(request, Buffer.from(html));
    reply
      .status(head?.status ?? 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      // The head's texts follow Accept-Language unless the URL names the language.
      .header('vary', 'accept-encoding, accept-language');
    if (compressed.encoding) reply.header('content-encoding', compressed.encoding);
    return reply.send(compressed.body);
  };
}
