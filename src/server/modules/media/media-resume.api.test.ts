import type { Language } from '@shared/i18n/languages';
import { mediaUploadResponseSchema } from '@shared/media/media-asset.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaAssets } from '../../db/schema/media.schema';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../test/isolated-database';
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
 * Issue 14, hole 8: a stop while alt texts were being written left them 'generating' for ever.
 * Now a stop hands the waiting work back and the next start on the same database resumes it. A
 * database of its own: at start the app resumes every unfinished asset, other test files' too.
 */
describe('media work interrupted by a stop is resumed at the next start (ADR 036)', () => {
  let isolated: IsolatedDatabase;
  let first: TestContext | undefined;
  let restarted: TestContext | undefined;
  beforeAll(async () => {
    isolated = await createIsolatedDatabase();
  });
  afterAll(async () => {
    await first?.close().catch(() => {});
    await restarted?.close();
    await isolated?.drop();
  });

  const upload = async (context: TestContext, user: TestUser, fileName: string, language: Language) => {
    const response = await uploadRequest(context, user.headers, fixturePart(fileName), { language });
    expect(response.statusCode, response.body).toBe(201);
    return mediaUploadResponseSchema.parse(response.json()).data.asset;
  };

  it('leaves handed-back alt texts "generating" at the stop, and writes them after a restart', async () => {
    first = await createTestApp({ databaseUrl: isolated.url });
    const vision = installVisionDouble(first);
    vision.state.analysis = analysisOf();
    vision.hold();
    const user = await createTestUser(first, { label: 'resume' });
    const german = await upload(first, user, 'product.png', 'de');
    const english = await upload(first, user, 'orientation-6-gps.jpg', 'en');
    expect([german.altTextStatus, english.altTextStatus]).toEqual(['generating', 'generating']);

    // The analyses are still held when the app stops: they are handed back, not failed.
    await first.close();
    first = undefined;

    restarted = await createTestApp({
      databaseUrl: isolated.url,
      resumeInterruptedWork: true,
      beforeReady: (app) => {
        installVisionDouble({ app }).state.analysis = analysisOf();
      },
    });
    const db = restarted.database.db;
    const [stored] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, german.id));
    expect(stored?.altTextLanguage).toBe('de');

    const resumedGerman = await waitForAltText(restarted, user.headers, german.id);
    const resumedEnglish = await waitForAltText(restarted, user.headers, english.id);
    expect(resumedGerman).toMatchObject({
      altTextStatus: 'edited',
      altTextEdited: false,
      altText: writeAltText(analysisOf(), 'de'),
    });
    expect(resumedEnglish).toMatchObject({
      altTextStatus: 'edited',
      altText: writeAltText(analysisOf(), 'en'),
    });
    const [analysed] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, english.id));
    expect(analysed?.analysis).toEqual(analysisOf());
  });

  it('also resumes an asset a crash left "generating" (no language stored: English)', async () => {
    const context = restarted;
    if (!context) throw new Error('the previous test starts the app');
    const user = await createTestUser(context, { label: 'crashed' });
    const vision = installVisionDouble(context);
    vision.state.analysis = analysisOf();
    const asset = await upload(context, user, 'product.png', 'de');
    await waitForAltText(context, user.headers, asset.id);
    // As a kill -9 between the analysis and the write leaves it, in a row from before ADR 036.
    await context.database.db
      .update(mediaAssets)
      .set({ altTextStatus: 'generating', altText: '', altTextLanguage: null })
      .where(eq(mediaAssets.id, asset.id));
    await context.close();
    restarted = await createTestApp({
      databaseUrl: isolated.url,
      resumeInterruptedWork: true,
      beforeReady: (app) => {
        // Nothing to analyse again: the stored analysis is written at once.
        installVisionDouble({ app });
      },
    });
    const resumed = await waitForAltText(restarted, user.headers, asset.id);
    expect(resumed).toMatchObject({ altTextStatus: 'edited', altText: writeAltText(analysisOf(), 'en') });
  });
});
