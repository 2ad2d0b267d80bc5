import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses API answers (JSON) and static files the build left uncompressed, Brotli before gzip,
 * from 1 KB up (ADR 044). Registered before any route: the plugin hooks each route as it is added.
 * Quality 4 is Brotli's fast setting, smaller than gzip at a similar cost; the static bundles come
 * precompressed at the highest quality instead, and are passed through untouched.
 */
export async function registerResponseCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Answers up to 64 KB (search pages, listing pages) are compressed in one call and sent with a
    // content-length, not streamed through a zlib stream in chunks: under bench:load a third of a
    // node's CPU went to zlib and socket writes (docs/performance.md). The plugin's default on two
    // cores is 8 KB, which leaves most API pages on the streaming path.
    syncThreshold: 65_536,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Request bodies stay as they are: no client of this API sends them compressed.
    globalDecompression: false,
  });
}
