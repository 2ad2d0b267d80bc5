import { randomBytes } from 'node:crypto';
import { errorResponseSchema } from '@shared/api/error.schema';
import { mediaUploadBytesPerDay, mediaUploadsPerDay } from '@shared/media/media-asset.schema';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaUploadUsage } from '../../db/schema/media.schema';
import { installVisionDouble, uploadRequest } from '../../test/media-test-support';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';
import { utcDayOf } from './media-upload-quota';
import { findUploadUsage } from './media-upload-usage.repository';

/** A small photo no one uploaded before (the same bytes again would be a duplicate). */
async function freshPhoto() {
  const bytes = await sharp(randomBytes(48 * 32 * 3), { raw: { width: 48, height: 32, channels: 3 } })
    .png()
    .toBuffer();
  return { fileName: 'photo.png', contentType: 'image/png', bytes };
}

describe('media API: daily upload limits per account (ADR 036)', () => {
  let context: TestContext;
  let secondProcess: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
    // Another app on the same database: the limits must hold across processes.
    secondProcess = await createTestApp();
    installVisionDouble(context);
    installVisionDouble(secondProcess);
  });
  afterAll(async () => {
    await secondProcess?.close();
    await context?.close();
  });

  /** Today's usage as if the account had uploaded that much already. */
  const setUsageToday = (user: TestUser, usage: { uploads: number; bytes: number }) =>
    context.database.db
      .insert(mediaUploadUsage)
      .values({ ownerId: user.id, day: utcDayOf(new Date()), ...usage })
      .onConflictDoUpdate({ target: [mediaUploadUsage.ownerId, mediaUploadUsage.day], set: usage });
  const usageToday = (user: TestUser) => findUploadUsage(context.database.db, user.id, utcDayOf(new Date()));

  it('counts each new upload with its bytes, but not a duplicate', async () => {
    const user = await createTestUser(context, { label: 'quota-count' });
    const photo = await freshPhoto();
    expect((await uploadRequest(context, user.headers, photo)).statusCode).toBe(201);
    expect((await uploadRequest(context, user.headers, photo)).statusCode).toBe(200);
    expect(await usageToday(user)).toEqual({ uploads: 1, bytes: photo.bytes.length });
  });

  it(`refuses upload ${mediaUploadsPerDay + 1} of the day with 429 UPLOAD_QUOTA_EXCEEDED until the next UTC day`, async () => {
    const user = await createTestUser(context, { label: 'quota-full' });
    await setUsageToday(user, { uploads: mediaUploadsPerDay - 1, bytes: 0 });
    expect((await uploadRequest(context, user.headers, await freshPhoto())).statusCode).toBe(201);

    const refused = await uploadRequest(context, user.headers, await freshPhoto());
    expect(refused.statusCode, refused.body).toBe(429);
    const { error } = errorResponseSchema.parse(refused.json());
    expect(error.code).toBe('UPLOAD_QUOTA_EXCEEDED');
    expect(error.details).toMatchObject({
      limit: 'uploads',
      uploadsPerDay: mediaUploadsPerDay,
      bytesPerDay: mediaUploadBytesPerDay,
      uploadsToday: mediaUploadsPerDay,
    });
    const now = new Date();
    const secondsLeftToday =
      (Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000;
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(Math.abs(retryAfter - secondsLeftToday)).toBeLessThan(60);
    // The refusal counted nothing, and no asset was made.
    expect((await usageToday(user)).uploads).toBe(mediaUploadsPerDay);
    const listed = await context.app.inject({ method: 'GET', url: '/api/media', headers: user.headers });
    expect(listed.json().data.assets).toHaveLength(1);
  });

  it('refuses an upload that would go over the bytes of the day', async () => {
    const user = await createTestUser(context, { label: 'quota-bytes' });
    const photo = await freshPhoto();
    await setUsageToday(user, { uploads: 3, bytes: mediaUploadBytesPerDay - photo.bytes.length + 1 });
    const refused = await uploadRequest(context, user.headers, photo);
    expect(refused.statusCode).toBe(429);
    expect(errorResponseSchema.parse(refused.json()).error).toMatchObject({
      code: 'UPLOAD_QUOTA_EXCEEDED',
      details: { limit: 'bytes' },
    });
    await setUsageToday(user, { uploads: 3, bytes: mediaUploadBytesPerDay - photo.bytes.length });
    expect((await uploadRequest(context, user.headers, photo)).statusCode).toBe(201);
  });

  it('gives the last place of the day to one upload only, even when two processes race for it', async () => {
    const user = await createTestUser(context, { label: 'quota-race' });
    await setUsageToday(user, { uploads: mediaUploadsPerDay - 1, bytes: 0 });
    const [first, second] = await Promise.all([
      uploadRequest(context, user.headers, await freshPhoto()),
      uploadRequest(secondProcess, user.headers, await freshPhoto()),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 429]);
    expect((await usageToday(user)).uploads).toBe(mediaUploadsPerDay);
  });

  it('keeps each account’s limits to itself', async () => {
    const flooder = await createTestUser(context, { label: 'quota-flooder' });
    const seller = await createTestUser(context, { label: 'quota-seller' });
    await setUsageToday(flooder, { uploads: mediaUploadsPerDay, bytes: 0 });
    expect((await uploadRequest(context, flooder.headers, await freshPhoto())).statusCode).toBe(429);
    expect((await uploadRequest(context, seller.headers, await freshPhoto())).statusCode).toBe(201);
  });
});
