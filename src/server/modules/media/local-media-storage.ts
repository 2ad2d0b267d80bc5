import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertValidMediaKey, type MediaStorage, type StoredMedia } from './media-storage';

const contentTypeByExtension: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

/**
 * Media on local disk under `root` (DATA_DIR/media). Local files carry no content type, so the type
 * of an extensionless key (an original) is kept in a small sidecar file.
 */
export function createLocalMediaStorage(root: string): MediaStorage {
  const fileOf = (key: string) => {
    assertValidMediaKey(key);
    return path.join(root, ...key.split('/'));
  };
  const typeFileOf = (file: string) => `${file}.content-type`;

  async function contentTypeOf(file: string): Promise<string> {
    const known = contentTypeByExtension[path.extname(file).toLowerCase()];
    if (known) return known;
    try {
      return (await readFile(typeFileOf(file), 'utf8')).trim() || 'application/octet-stream';
    } catch {
      return 'application/octet-stream';
    }
  }

  /** Temp file + rename: a reader never sees half a file, and a crash leaves no partial object. */
  async function writeAtomically(file: string, body: Buffer | string) {
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, body);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  return {
    kind: 'local',
    async put(key, body, contentType) {
      const file = fileOf(key);
      if (!contentTypeByExtension[path.extname(file).toLowerCase()]) {
        await writeAtomically(typeFileOf(file), contentType);
      }
      await writeAtomically(file, body);
    },
    async get(key): Promise<StoredMedia | null> {
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return {
        body: createReadStream(file),
        contentType: await contentTypeOf(file),
        contentLength: info.size,
      };
    },
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async exists(key) {
      const info = await stat(fileOf(key)).catch(() => null);
      return Boolean(info?.isFile());
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(typeFileOf(file), { force: true });
      // A variant folder goes with its last file; a folder that still holds files stays.
      await rmdir(path.dirname(file)).catch(() => {});
    },
  };
}
