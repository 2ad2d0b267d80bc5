import type { FastifyInstance } from 'fastify';
import { isPublicVariantKey, type MediaStores, storeForPublicKey } from './media-storage-selection';

/** Uploaded variants never change (a crop gets a new prefix): cached for a year. */
const uploadCacheControl = 'public, max-age=31536000, immutable';
/** Demo pictures are re-rendered when the seed changes: a week, as before. */
const seedCacheControl = 'public, max-age=604800, immutable';

/**
 * `GET /media/<prefix>/<variant>.webp`: public variants, streamed from whichever storage holds
 * them (local disk or the S3 bucket, which stays private). Anything else under /media, above all
 * `originals/`, answers 404 like a file that is not there.
 */
export function registerMediaServing(app: FastifyInstance, stores: MediaStores) {
  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'] ?? '';
    const stored = isPublicVariantKey(key) ? await storeForPublicKey(stores, key).get(key) : null;
    if (!stored) return reply.status(404).type('text/plain').send('Not found');
    reply
      .header('content-type', stored.contentType)
      .header('cache-control', key.startsWith('uploads/') ? uploadCacheControl : seedCacheControl)
      .header('x-content-type-options', 'nosniff');
    if (stored.contentLength > 0) reply.header('content-length', String(stored.contentLength));
    return reply.send(stored.body);
  });
}
