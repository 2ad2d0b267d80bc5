import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from '../core/error-handler.plugin';
import { homePageLeadImage, listingPageLeadImage } from '../modules/listings/listing-lead-image.service';
import { createLocalMediaStorage } from '../modules/media/local-media-storage';
import { registerMediaServing } from '../modules/media/media-serving';
import { mediaStoresOf } from '../modules/media/media-storage-selection';
import { createPageShell, type LeadImageLookup } from './page-shell';

const listingPagePath = /^\/listing\/([^/]+)$/;

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

  const leadImageFor: LeadImageLookup = async (pathname) => {
    const { db } = app.deps.database;
    if (pathname === '/') return homePageLeadImage(db);
    const slug = listingPagePath.exec(pathname)?.[1];
    return slug ? listingPageLead(db, slug) : null;
  };
  const sendPageShell = createPageShell({ webRoot: options.webRoot, leadImageFor });

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

function listingPageLead(db: Parameters<typeof listingPageLeadImage>[0], slug: string) {
  let decoded: string;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    return null;
  }
  return listingPageLeadImage(db, decoded);
}
