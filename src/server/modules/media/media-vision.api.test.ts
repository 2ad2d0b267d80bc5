import { mediaUploadResponseSchema } from '@shared/media/media-asset.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePart, uploadRequest, waitForAltText } from '../../test/media-test-support';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser } from '../../test/user-factory';
import { heldIdsOf, loadDraftImages } from './media-drafting.service';

/**
 * The real local vision engine (nsfwjs, OCR, objects) behind uploads: the nudity threshold
 * (AI_NSFW_THRESHOLD) decides whether a photo is held. Slow: models load once per app.
 */
const modelTimeout = 180_000;

async function uploadAndAnalyse(context: TestContext, label: string) {
  const user = await createTestUser(context, { label });
  const response = await uploadRequest(context, user.headers, fixturePart('product.png', 'image/png'), {
    language: 'en',
  });
  expect(response.statusCode, response.body).toBe(201);
  const { asset } = mediaUploadResponseSchema.parse(response.json()).data;
  const done = await waitForAltText(context, user.headers, asset.id, modelTimeout);
  return { user, asset: done };
}

describe('media API with the real vision engine: nudity hold and alt text', () => {
  describe('AI_NSFW_THRESHOLD=0: every photo reaches the threshold', () => {
    let context: TestContext;
    beforeAll(async () => {
      context = await createTestApp({ env: { AI_NSFW_THRESHOLD: '0' } });
    });
    afterAll(async () => {
      await context.close();
    });

    it(
      'holds the photo for moderation and still writes its alt text',
      async () => {
        const { user, asset } = await uploadAndAnalyse(context, 'nsfw-hold');
        expect(asset.moderation).toBe('held');
        expect(['edited', 'empty']).toContain(asset.altTextStatus);
        expect(asset.altTextEdited).toBe(false);
        expect(await heldIdsOf(context.app.deps, user.id, [asset.id])).toEqual([asset.id]);
        const [image] = await loadDraftImages(context.app.deps, user.id, [asset.id]);
        expect(image?.analysis.nsfw.flagged).toBe(true);
      },
      modelTimeout,
    );
  });

  describe('default threshold (0.7)', () => {
    let context: TestContext;
    beforeAll(async () => {
      context = await createTestApp();
    });
    afterAll(async () => {
      await context.close();
    });

    it(
      'clears a plain product photo and stores its analysis for drafting',
      async () => {
        const { user, asset } = await uploadAndAnalyse(context, 'nsfw-clear');
        expect(asset.moderation).toBe('clear');
        expect(['edited', 'empty']).toContain(asset.altTextStatus);
        const [image] = await loadDraftImages(context.app.deps, user.id, [asset.id]);
        expect(image?.analysis.nsfw.score).toBeLessThan(0.7);
        expect(image?.analysis.nsfw.flagged).toBe(false);
        expect(await heldIdsOf(context.app.deps, user.id, [asset.id])).toEqual([]);
      },
      modelTimeout,
    );
  });
});
