import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from '../core/error-handler.plugin';
import { createLocalMediaStorage } from '../modules/media/local-media-storage';
import { registerMediaServing } from '../modules/media/media-serving';
import { mediaStoresOf } from '../modules/media/media-storage-selection';

/**
 * Serves the built web app and media from the same origin as the API. Unknown non-API paths get
 * index.html so the client router can render them (including its own not-found page).
 * `mediaRoot` holds the demo pictures, and the uploads too unless S3 storage is configured.
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
      index: ['index.html'],
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

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.status(404).send(apiNotFound(request.method, request.url));
    }
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (hasWebBuild && wantsPage) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', options.webRoot);
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
}
