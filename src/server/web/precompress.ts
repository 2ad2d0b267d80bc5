import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats worth compressing; images, fonts (woff2) and WebP are compressed already. */
const compressibleExtensions = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
]);
/** Below this a compressed copy saves less than the headers it costs. */
const minimumBytes = 1024;

/**
 * Writes `<file>.br` (Brotli, highest quality) and `<file>.gz` (gzip level 9) next to every text
 * file of the web build, so the server sends static files compressed without compressing them per
 * request (ADR 044). A copy that would not be smaller is not written.
 */
export function precompressDirectory(root: string): { files: number; bytes: number; brotliBytes: number } {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  const visit = (target: string) => {
    for (const entry of readdirSync(target)) {
      const file = path.join(target, entry);
      if (statSync(file).isDirectory()) {
        visit(file);
        continue;
      }
      if (!compressibleExtensions.has(path.extname(entry))) continue;
      const content = readFileSync(file);
      if (content.length < minimumBytes) continue;
      const brotli = brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      });
      const gzip = gzipSync(content, { level: 9 });
      if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
      if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
      totals.files += 1;
      totals.bytes += content.length;
      totals.brotliBytes += Math.min(brotli.length, content.length);
    }
  };
  visit(root);
  return totals;
}
