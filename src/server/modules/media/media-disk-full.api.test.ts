import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errorResponseSchema } from '@shared/api/error.schema';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaAssets } from '../../db/schema/media.schema';
import { installVisionDouble, uploadRequest } from '../../test/media-test-support';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser } from '../../test/user-factory';
import { utcDayOf } from './media-upload-quota';
import { findUploadUsage } from './media-upload-usage.repository';

/** Mounts a tmpfs of `size` on `dir`; false where this process may not mount (not root, no capability). */
function tryMount(dir: string, size: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Issue 20, ADR 085: a full disk under the media folder. The app's media folder is a real 64 KB
 * tmpfs, so the upload's writes fail with ENOSPC as they would on a full disk: the answer is 507
 * STORAGE_FULL, and nothing is left of the upload (no file, no half file, no asset row, no count
 * against the daily limit). With room again, the same upload goes through. Needs permission to
 * mount (root in CI's container and on the dev machine); skipped where mounting is refused.
 */
describe('media upload onto a full disk', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kleinkram-disk-full-'));
  const mediaDir = path.join(dataDir, 'media');
  let isMounted = false;
  let context: TestContext;

  beforeAll(async () => {
    mkdirSync(mediaDir, { recursive: true });
    isMounted = tryMount(mediaDir, '64k');
    context = await createTestApp({ env: { DATA_DIR: dataDir } });
    installVisionDouble(context);
  });
  afterAll(async () => {
    await context?.close();
    if (isMounted) execFileSync('umount', [mediaDir]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 507 STORAGE_FULL and keeps no file, no asset and no count; with room again it works', async (test) => {
    if (!isMounted) test.skip('mounting a tmpfs is not permitted here');
    const seller = await createTestUser(context, { label: 'disk-full', roles: ['seller'] });
    // Noise does not compress: about 120 KB as PNG, more than the 64 KB the disk has.
    const bytes = await sharp(randomBytes(200 * 200 * 3), { raw: { width: 200, height: 200, channels: 3 } })
      .png()
      .toBuffer();
    const photo = { fileName: 'photo.png', contentType: 'image/png', bytes };

    const refused = await uploadRequest(context, seller.headers, photo);
    expect(refused.statusCode, refused.body).toBe(507);
    const { error } = errorResponseSchema.parse(refused.json());
    expect(error.code).toBe('STORAGE_FULL');
    expect(refused.body).not.toMatch(/ENOSPC|no space left|\/tmp\//i);

    expect(filesUnder(mediaDir)).toEqual([]);
    const rows = await context.database.db
      .select()
      .from(mediaAssets)
      .where(eq(mediaAssets.ownerId, seller.id));
    expect(rows).toEqual([]);
    const today = utcDayOf(new Date());
    expect(await findUploadUsage(context.database.db, seller.id, today)).toEqual({ uploads: 0, bytes: 0 });

    // Space freed: the seller's retry of the same photo is stored and counted once.
    execFileSync('mount', ['-o', 'remount,size=64m', mediaDir]);
    const stored = await uploadRequest(context, seller.headers, photo);
    expect(stored.statusCode, stored.body).toBe(201);
    expect(await findUploadUsage(context.database.db, seller.id, today)).toEqual({
      uploads: 1,
      bytes: bytes.length,
    });
    expect(filesUnder(mediaDir).length).toBeGreaterThan(1);
  });
});
