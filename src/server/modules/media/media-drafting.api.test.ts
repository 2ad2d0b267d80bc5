import { randomUUID } from 'node:crypto';
import { mediaUploadResponseSchema } from '@shared/media/media-asset.schema';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../core/app-error';
import {
  analysisOf,
  fixturePart,
  installVisionDouble,
  uploadRequest,
  waitForAltText,
} from '../../test/media-test-support';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';
import { heldIdsOf, loadDraftImages } from './media-drafting.service';

describe('loadDraftImages: photos for the drafting route', () => {
  let context: TestContext;
  let vision: ReturnType<typeof installVisionDouble>;
  beforeAll(async () => {
    context = await createTestApp();
    vision = installVisionDouble(context);
  });
  afterAll(async () => {
    await context.close();
  });

  const upload = async (user: TestUser, fileName: string) => {
    const response = await uploadRequest(context, user.headers, fixturePart(fileName));
    expect(response.statusCode, response.body).toBe(201);
    return mediaUploadResponseSchema.parse(response.json()).data.asset;
  };

  it('returns the owner’s photos in the asked order with their analysis and the detail WebP', async () => {
    vision.state.analysis = analysisOf();
    const user = await createTestUser(context, { label: 'draft-images' });
    const png = await upload(user, 'product.png');
    const jpeg = await upload(user, 'orientation-6-gps.jpg');
    await waitForAltText(context, user.headers, png.id);
    await waitForAltText(context, user.headers, jpeg.id);
    const calls = vision.state.calls.length;

    const images = await loadDraftImages(context.app.deps, user.id, [jpeg.id, png.id]);
    expect(images.map((image) => image.id)).toEqual([jpeg.id, png.id]);
    expect(images[0]?.analysis).toEqual(analysisOf());
    // Stored analyses are reused, not recomputed.
    expect(vision.state.calls.length).toBe(calls);
    const metadata = await sharp(images[0]?.image).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 300, 400]);
    expect(await heldIdsOf(context.app.deps, user.id, [jpeg.id, png.id])).toEqual([]);
  });

  it('joins a running analysis, and runs a missing one, before answering', async () => {
    vision.state.analysis = null;
    const user = await createTestUser(context, { label: 'draft-missing' });
    const failed = await upload(user, 'product.png');
    expect((await waitForAltText(context, user.headers, failed.id)).altTextStatus).toBe('error');

    vision.state.analysis = analysisOf({ nsfw: { score: 0.93, flagged: true } });
    vision.hold();
    const requestsBefore = vision.state.requests.length;
    const running = await upload(user, 'orientation-6-gps.jpg');
    const loading = loadDraftImages(context.app.deps, user.id, [failed.id, running.id]);
    setTimeout(() => vision.state.release(), 100);
    const images = await loading;
    expect(images.map((image) => image.analysis.nsfw.flagged)).toEqual([true, true]);
    // Both in the owner's turn; the draft moved the upload's analysis ahead (prioritised, or urgent
    // already if it joined before the analysis queued) and ran the missing one as urgent (ADR 036).
    expect(vision.state.requests.slice(requestsBefore)).toEqual(
      expect.arrayContaining([
        { account: user.id, key: running.id, isUrgent: expect.any(Boolean) },
        { account: user.id, key: failed.id, isUrgent: true },
      ]),
    );
    expect(vision.state.prioritised).toContain(running.id);
    // Both were stored, and flagged photos are held (and still returned).
    expect(await heldIdsOf(context.app.deps, user.id, [failed.id, running.id])).toEqual([
      failed.id,
      running.id,
    ]);
  });

  it('answers NOT_FOUND for unknown ids and for another owner’s photos', async () => {
    vision.state.analysis = analysisOf();
    const owner = await createTestUser(context, { label: 'draft-owner' });
    const stranger = await createTestUser(context, { label: 'draft-stranger' });
    const asset = await upload(owner, 'product.png');
    for (const ids of [[randomUUID()], [asset.id]]) {
      const error = await loadDraftImages(context.app.deps, stranger.id, ids).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('NOT_FOUND');
    }
    expect(await loadDraftImages(context.app.deps, owner.id, [])).toEqual([]);
  });
});
