import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from '../core/error-handler.plugin';
import { dealsPageHead } from '../modules/deals/deals-page-head.service';
import { homePageFirstScreen } from '../modules/listings/home-first-screen';
import { listingPageHead } from '../modules/listings/listing-page-head.service';
import { createLocalMediaStorage } from '../modules/media/local-media-storage';
import { registerMediaServing } from '../modules/media/media-serving';
import { mediaStoresOf } from '../modules/media/media-storage-selection';
import {
  categoriesPageHead,
  categoryPageHead,
  defaultPageHead,
  homePageHead,
  placeSearchPageHead,
  searchPageHead,
} from '../modules/seo/seo-page-head.service';
import { createPageShell, type PageHeadLookup } from './page-shell';

/** `/{first}/{second}` with at most one segment after the first; null for anything deeper. */
const pagePath = /^\/([^/]*)(?:\/([^/]+))?$/;

const decodedSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/**
 * Serves the built web app and media from the same origin as the API. Unknown non-API paths get
 * index.html so the client router can render them (including its own not-found page).
 * `mediaRoot` holds the demo pictures, and the uploads too unless S3 storage is configured.
 *
 * ADR 044: files go out as the build precompressed them (.br, .gz) when the client accepts that,
 * hashed bundles cached for a year, everything else revalidated; pages get the HTML shell with the
 * stylesheet inlined and a preload of their lead picture.
 */
export async function registerWebApp(app: FastifyInstance, options: { webRoot: string; mediaRoot: string }) {
  registerMediaServing(app, {
    uploads: mediaStoresOf(app.deps.config).uploads,
    local: createLocalMediaStorage(options.mediaRoot),
  });

  const hasWebBuild = existsSync(path.join(options.webRoot, 'index.html'));
  if (hasWebBuild) {
    await app.register(fastifyStatic, {
      root: options.webRoot,
      prefix: '/',
      wildcard: true,
      // `/` is a page like any other: the shell below answers it.
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Hashed bundles never change; the shell and service worker must always be revalidated.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          reply.header('Cache-Control', 'no-cache');
        }
      },
    });
  }

  // ADR 080: each page's head comes from the module that owns the page; at most one query each.
  const headFor: PageHeadLookup = async ({ pathname, query, language }) => {
    const { db } = app.deps.database;
    const match = pagePath.exec(pathname);
    const [, first = '', rawSecond] = match ?? [];
    const second = rawSecond === undefined ? undefined : decodedSegment(rawSecond);
    if (!match || second === null) return defaultPageHead(language);
    if (first === '' && second === undefined) {
      return { ...homePageHead(language), ...(await homePageFirstScreen(db, language)) };
    }
    if (first === 'listing' && second !== undefined) {
      return listingPageHead(db, second, { language, origin: app.deps.config.publicUrl });
    }
    if (first === 'categories') {
      return second === undefined ? categoriesPageHead(language) : categoryPageHead(second, language);
    }
    if (first === 'deals') return dealsPageHead(second ?? null, language);
    if (first === 'search') {
      return second === undefined ? searchPageHead(query, language) : placeSearchPageHead(second, language);
    }
    return defaultPageHead(language);
  };
  const sendPageShell = createPageShell({
    webRoot: options.webRoot,
    origin: app.deps.config.publicUrl,
    headFor,
  });

  // `/` is a directory to the static plugin (403 without an index), so the home page has its route.
  if (hasWebBuild)
    app.get('/', { schema: { hide: true } }, (request, reply) => sendPageShell(request, reply));

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.status(404).send(apiNotFound(request.method, request.url));
    }
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (hasWebBuild && wantsPage) {
      return sendPageShell(request, reply);
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
}
