import type { Language } from '@shared/i18n/languages';
import { mediaAssetResponseSchema, mediaUploadResponseSchema } from '@shared/media/media-asset.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analysisOf,
  fixturePart,
  installVisionDouble,
  uploadRequest,
  waitForAltText,
} from '../../test/media-test-support';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';
import { writeAltText } from '../ai/vision/alt-text-writer';

/**
 * Alt text states (ADR 027) with a vision engine the test controls: generating → edited (the AI's
 * text) or empty or error; the seller's edit and accept; regenerate keeping the seller's words.
 */
describe('media API: alt text', () => {
  let context: TestContext;
  let vision: ReturnType<typeof installVisionDouble>;
  beforeAll(async () => {
    context = await createTestApp();
    vision = installVisionDouble(context);
  });
  afterAll(async () => {
    await context.close();
  });

  const upload = async (user: TestUser, language: Language = 'en', fileName = 'product.png') => {
    const response = await uploadRequest(context, user.headers, fixturePart(fileName, 'image/png'), {
      language,
    });
    expect(response.statusCode, response.body).toBe(201);
    return mediaUploadResponseSchema.parse(response.json()).data.asset;
  };
  const patch = async (user: TestUser, id: string, payload: object) => {
    const response = await context.app.inject({
      method: 'PATCH',
      url: `/api/media/${id}/alt-text`,
      headers: user.headers,
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return mediaAssetResponseSchema.parse(response.json()).data.asset;
  };
  const generate = async (user: TestUser, id: string, payload: object) => {
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/media/${id}/alt-text/generate`,
      headers: user.headers,
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return mediaAssetResponseSchema.parse(response.json()).data.asset;
  };

  it('ends in "error" when the analysis fails; the upload itself succeeded, and generate retries', async () => {
    vision.state.analysis = null;
    const user = await createTestUser(context, { label: 'alt-error' });
    const asset = await upload(user);
    expect(asset.altTextStatus).toBe('generating');
    const failed = await waitForAltText(context, user.headers, asset.id);
    expect(failed).toMatchObject({ altTextStatus: 'error', altText: '', altTextEdited: false });
    // The engine got the upright zoom variant, a WebP.
    expect(vision.state.calls.at(-1)?.subarray(8, 12).toString('latin1')).toBe('WEBP');

    vision.state.analysis = analysisOf();
    const retried = await generate(user, asset.id, { language: 'de' });
    expect(retried.altTextStatus).toBe('generating');
    const written = await waitForAltText(context, user.headers, asset.id);
    const expected = writeAltText(analysisOf(), 'de');
    expect(written).toMatchObject({
      altTextStatus: expected ? 'edited' : 'empty',
      altText: expected,
      altTextEdited: false,
    });
  });

  it('writes the AI text in the listing language after upload, awaiting the seller’s OK', async () => {
    vision.state.analysis = analysisOf();
    const user = await createTestUser(context, { label: 'alt-written' });
    const asset = await upload(user, 'en');
    const written = await waitForAltText(context, user.headers, asset.id);
    const expected = writeAltText(analysisOf(), 'en');
    expect(expected.length).toBeGreaterThan(0);
    expect(written).toMatchObject({ altTextStatus: 'edited', altText: expected, altTextEdited: false });
  });

  it('ends in "empty" when nothing reliable was found', async () => {
    vision.state.analysis = analysisOf({
      text: '',
      lines: [],
      objects: [],
      colour: { value: null, hex: '#000000' },
    });
    const user = await createTestUser(context, { label: 'alt-empty' });
    const asset = await upload(user);
    const written = await waitForAltText(context, user.headers, asset.id);
    const expected = writeAltText(vision.state.analysis, 'en');
    expect(written.altTextStatus).toBe(expected ? 'edited' : 'empty');
    expect(written.altText).toBe(expected);
  });

  it('edits, accepts and clears as the seller says', async () => {
    vision.state.analysis = analysisOf();
    const user = await createTestUser(context, { label: 'alt-patch' });
    const asset = await upload(user);
    const aiText = (await waitForAltText(context, user.headers, asset.id)).altText;

    // Accepting the AI's text unchanged: accepted, still the AI's.
    expect(await patch(user, asset.id, { altText: aiText, status: 'accepted' })).toMatchObject({
      altTextStatus: 'accepted',
      altText: aiText,
      altTextEdited: false,
    });
    // The seller's own words: edited, marked as theirs; then accepted stays theirs.
    expect(
      await patch(user, asset.id, { altText: '  Red mug on a wooden table  ', status: 'edited' }),
    ).toMatchObject({
      altTextStatus: 'edited',
      altText: 'Red mug on a wooden table',
      altTextEdited: true,
    });
    expect(
      await patch(user, asset.id, { altText: 'Red mug on a wooden table', status: 'accepted' }),
    ).toMatchObject({
      altTextStatus: 'accepted',
      altTextEdited: true,
    });
    // Cleared: empty.
    expect(await patch(user, asset.id, { altText: '   ', status: 'edited' })).toMatchObject({
      altTextStatus: 'empty',
      altText: '',
    });
    const tooLong = await context.app.inject({
      method: 'PATCH',
      url: `/api/media/${asset.id}/alt-text`,
      headers: user.headers,
      payload: { altText: 'x'.repeat(251), status: 'edited' },
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('regenerates from the stored analysis, keeping the seller’s words unless told to replace them', async () => {
    vision.state.analysis = analysisOf();
    const user = await createTestUser(context, { label: 'alt-regenerate' });
    const asset = await upload(user, 'en');
    await waitForAltText(context, user.headers, asset.id);
    const callsAfterUpload = vision.state.calls.length;

    // The AI's text is replaced at once from the stored analysis, here in German.
    const german = await generate(user, asset.id, { language: 'de' });
    expect(german).toMatchObject({ altText: writeAltText(analysisOf(), 'de'), altTextEdited: false });
    expect(vision.state.calls.length).toBe(callsAfterUpload);

    await patch(user, asset.id, { altText: 'Meine rote Tasse', status: 'edited' });
    const kept = await generate(user, asset.id, { language: 'en' });
    expect(kept).toMatchObject({ altText: 'Meine rote Tasse', altTextEdited: true, altTextStatus: 'edited' });

    const replaced = await generate(user, asset.id, { language: 'en', replaceEdited: true });
    expect(replaced).toMatchObject({ altText: writeAltText(analysisOf(), 'en'), altTextEdited: false });
  });

  it('lets the seller’s text win over an analysis that finishes later', async () => {
    vision.state.analysis = analysisOf();
    vision.hold();
    const user = await createTestUser(context, { label: 'alt-race' });
    const asset = await upload(user);
    await patch(user, asset.id, { altText: 'Typed while the AI was busy', status: 'accepted' });
    vision.state.release();
    // Wait until the held analysis is stored, then check the text is still the seller's.
    const deadline = Date.now() + 10_000;
    const hasAnalysis = async () =>
      (await context.database.pool.query('SELECT analysis FROM media_assets WHERE id = $1', [asset.id]))
        .rows[0]?.analysis;
    while (!(await hasAnalysis())) {
      if (Date.now() > deadline) throw new Error('the held analysis was never stored');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const final = await waitForAltText(context, user.headers, asset.id);
    expect(final).toMatchObject({
      altText: 'Typed while the AI was busy',
      altTextStatus: 'accepted',
      altTextEdited: true,
    });
  });
});
