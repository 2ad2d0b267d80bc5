import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { draftsPerMinute } from '@shared/ai/ai.endpoints';
import { aiStatusResponseSchema, draftResponseSchema } from '@shared/ai/ai-drafts.schema';
import { errorResponseSchema } from '@shared/api/error.schema';
import { mediaUploadResponseSchema } from '@shared/media/media-asset.schema';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenAiDouble, type OpenAiDoubleRequest, startOpenAiDouble } from '../../test/openai-double';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';
import type { ImageAnalysis, VisionEngine } from './ai-engine';

const fixtures = path.resolve(import.meta.dirname, '../../test/fixtures/media');

/**
 * Stands in for the vision worker (its models take seconds to load and are tested on their own):
 * a fixed reading of a clothing label; portrait photos count as flagged, so a test can hold one.
 */
async function analyseWithoutModels(image: Buffer): Promise<ImageAnalysis> {
  const { width = 1, height = 1 } = await sharp(image).metadata();
  const isFlagged = height > width;
  return {
    text: 'Nike Größe M 100% Baumwolle',
    lines: [{ text: 'Nike Größe M 100% Baumwolle', confidence: 0.91 }],
    objects: [{ label: 'person', score: 0.62 }],
    colour: { value: 'black', hex: '#111111' },
    nsfw: { score: isFlagged ? 0.95 : 0.02, flagged: isFlagged },
    version: 1,
  };
}
const visionWithoutModels: VisionEngine = {
  state: () => 'ready',
  warm: async () => {},
  analyseImage: analyseWithoutModels,
  prioritise: () => {},
  close: async () => {},
};

function sentBody(request: OpenAiDoubleRequest | undefined): Record<string, unknown> {
  if (!request?.body) throw new Error('the double recorded no chat request');
  return request.body;
}

const validDraft = {
  title: 'Nike Jacke Größe M schwarz',
  description: 'Schwarze Nike Jacke in Größe M, kaum getragen. Abholung in Berlin oder Versand möglich.',
  condition: 'excellent',
  tags: ['nike', 'jacke'],
  attributes: { brand: 'Nike', colour: 'black', size: 'M' },
  price: { value: 40, currency: 'EUR', rationale: 'Die Preisidee des Verkäufers.' },
  evidence: [
    { field: 'title', confidence: 0.9, sources: ['speech'] },
    { field: 'description', confidence: 0.8, sources: ['speech'] },
    { field: 'condition', confidence: 0.8, sources: ['speech'] },
    { field: 'tags', confidence: 0.7, sources: ['model'] },
    { field: 'price', confidence: 0.9, sources: ['speech'] },
    { field: 'attributes.brand', confidence: 0.9, sources: ['photo_text'] },
    { field: 'attributes.colour', confidence: 0.8, sources: ['photo_colour'] },
    { field: 'attributes.size', confidence: 0.9, sources: ['speech'] },
  ],
};
const jacketPick = { categoryId: 'fashion-women-jackets', confidence: 0.85, alternativeCategories: [] };
const transcript = 'Ich verkaufe meine schwarze Nike Jacke in Größe M, kaum getragen, für 40 Euro.';

describe('AI drafts API with the openai-compatible provider', () => {
  let double: OpenAiDouble;
  let context: TestContext;

  beforeAll(async () => {
    double = await startOpenAiDouble({
      apiKey: 'sk-test',
      chatModel: 'vision-test',
      speechModel: 'whisper-1',
    });
    context = await createTestApp({
      env: {
        AI_BASE_URL: double.url,
        AI_API_KEY: 'sk-test',
        AI_MODEL: 'vision-test',
        AI_SPEECH_MODEL: 'whisper-1',
        AI_TIMEOUT_MS: '1000',
      },
      beforeReady: async (app) => {
        await app.deps.ai.vision.close();
        app.deps.ai.vision = visionWithoutModels;
      },
    });
  });
  afterAll(async () => {
    await context?.close();
    await double?.close();
  });

  const draft = (payload: object, headers: Record<string, string> = {}, user: TestUser) =>
    context.app.inject({
      method: 'POST',
      url: '/api/ai/drafts',
      headers: { ...user.headers, ...headers },
      payload,
    });
  // A seller per test: every account has its own draft limit.
  const newSeller = (label: string) => createTestUser(context, { label, roles: ['buyer', 'seller'] });
  const chatRequestsSince = (count: number) =>
    double.requests.slice(count).filter((request) => request.path === '/v1/chat/completions');

  async function upload(user: TestUser, fixture: string): Promise<string> {
    const boundary = `----kleinkram-${randomUUID()}`;
    const file = await readFile(path.join(fixtures, fixture));
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="language"\r\n\r\nde\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fixture}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...user.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return mediaUploadResponseSchema.parse(response.json()).data.asset.id;
  }

  it('says which provider runs and whether audio is transcribed, without sign-in', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/ai/status' });
    expect(response.statusCode).toBe(200);
    expect(aiStatusResponseSchema.parse(response.json()).data).toEqual({
      draftProvider: 'openai-compatible',
      speechTranscription: true,
      localModels: 'ready',
    });
  });

  it('drafts from a transcript in two schema-bound calls and returns the answer unchanged', async () => {
    const before = double.requests.length;
    double.setNextChatAnswer({ json: jacketPick });
    double.setNextChatAnswer({ json: validDraft });
    const response = await draft(
      { transcript, transcriptLanguage: 'de', language: 'de' },
      {},
      await newSeller('ai-text'),
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = draftResponseSchema.parse(response.json()).data;
    expect(body.provider).toBe('openai-compatible');
    expect(body.requestId).toBe(response.headers['x-request-id']);
    expect(body.notices).toEqual([]);
    expect(body.heldMediaIds).toEqual([]);
    expect(body.elapsedMs).toBeGreaterThanOrEqual(0);
    expect(body.draft).toMatchObject({
      language: 'de',
      title: validDraft.title,
      categoryId: 'fashion-women-jackets',
      categoryPath: ['fashion', 'fashion-women', 'fashion-women-jackets'],
      attributes: validDraft.attributes,
      condition: 'excellent',
      price: validDraft.price,
    });

    const [pickRequest, draftRequest] = chatRequestsSince(before);
    expect(pickRequest?.authorization).toBe('Bearer sk-test');
    expect(pickRequest?.body?.model).toBe('vision-test');
    const pickFormat = pickRequest?.body?.response_format as { json_schema: Record<string, unknown> };
    expect(pickFormat.json_schema).toMatchObject({ name: 'category_pick', strict: true });
    const pickText = JSON.stringify(pickRequest?.body?.messages);
    expect(pickText).toContain(`TRANSCRIPT (spoken in de): ${transcript}`);
    expect(pickText).toContain('fashion-women-jackets: Mode & Accessoires › Damen › Jacken & Mäntel');
    // The draft call carries the picked category's fields as a closed object.
    const draftSchema = (
      sentBody(draftRequest).response_format as { json_schema: { schema: Record<string, unknown> } }
    ).json_schema.schema as {
      properties: { attributes: { properties: object; additionalProperties: boolean } };
    };
    expect(Object.keys(draftSchema.properties.attributes.properties)).toEqual(
      expect.arrayContaining(['brand', 'colour', 'size']),
    );
    expect(draftSchema.properties.attributes.additionalProperties).toBe(false);
  });

  it('sends photos as card-size WebP data URLs with the photo hints, and keeps held photos back', async () => {
    const user = await newSeller('ai-photos');
    const cleared = await upload(user, 'product.png');
    const held = await upload(user, 'orientation-6-gps.jpg');
    const before = double.requests.length;
    const response = await draft(
      { mediaIds: [held, cleared], language: 'de' },
      { 'accept-language': 'de' },
      user,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = draftResponseSchema.parse(response.json()).data;
    expect(body.heldMediaIds).toEqual([held]);
    expect(body.notices).toEqual([
      {
        code: 'held_photos_not_sent',
        message: 'Fotos, die geprüft werden, wurden nicht an den KI-Dienst geschickt.',
      },
    ]);

    const [pickRequest] = chatRequestsSince(before);
    const parts = (sentBody(pickRequest).messages as { content: unknown }[])[1]?.content as {
      type: string;
      text?: string;
      image_url?: { url: string };
    }[];
    const images = parts.filter((part) => part.type === 'image_url');
    expect(images).toHaveLength(1);
    const webp = Buffer.from(
      images[0]?.image_url?.url.replace('data:image/webp;base64,', '') ?? '',
      'base64',
    );
    const metadata = await sharp(webp).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.width).toBe(480);
    expect(parts[0]?.text).toContain(
      'Photo 1: text read: "Nike Größe M 100% Baumwolle"; objects: person 0.62',
    );

    // Only held photos and nothing said: nothing may be sent, so there is nothing to draft from.
    const onlyHeld = await draft({ mediaIds: [held], language: 'de' }, {}, user);
    expect(onlyHeld.statusCode, onlyHeld.body).toBe(400);
    expect(errorResponseSchema.parse(onlyHeld.json()).error.details).toEqual({ heldMediaIds: [held] });
  });

  it('repairs an answer that breaks the rules in fixable ways and says so in the request language', async () => {
    double.setNextChatAnswer({ json: { categoryId: 'Damen › Jacken & Mäntel', confidence: 2 } });
    double.setNextChatAnswer({
      json: {
        ...validDraft,
        title: 'Nike',
        tags: ['#Nike', 'NIKE', 'Jacke'],
        attributes: { brand: 'Nike', colour: 'Schwarz', size: 'XXXL', sleeves: 'long' },
        price: { value: '40 €', currency: 'EUR', rationale: 'Preisidee.' },
        evidence: [],
      },
    });
    const response = await draft(
      { transcript, language: 'de' },
      { 'accept-language': 'en-GB,en;q=0.9' },
      await newSeller('ai-repair'),
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = draftResponseSchema.parse(response.json()).data;
    expect(body.draft).toMatchObject({
      categoryId: 'fashion-women-jackets',
      title: 'Nike – Jacken & Mäntel',
      tags: ['nike', 'jacke'],
      attributes: { brand: 'Nike', colour: 'black' },
      price: { value: 40, currency: 'EUR' },
    });
    expect(body.draft.evidence['attributes.brand']).toEqual({ confidence: 0.5, sources: ['model'] });
    expect(body.notices).toEqual([
      {
        code: 'ai_answer_repaired',
        message:
          'The AI answer did not fully fit the listing rules and was corrected. Please check the draft.',
      },
    ]);
  });

  it('answers 502 AI_UPSTREAM_FAILED for malformed JSON, an unusable answer, a failing or a slow endpoint', async () => {
    const seller = await newSeller('ai-failures');
    const expectUpstreamFailure = async (reason: string) => {
      const response = await draft({ transcript, language: 'en' }, {}, seller);
      expect(response.statusCode, response.body).toBe(502);
      const body = errorResponseSchema.parse(response.json());
      expect(body.error.code).toBe('AI_UPSTREAM_FAILED');
      expect(body.error.details).toEqual({ reason });
    };
    double.setNextChatAnswer({ content: '{"categoryId": "fashion-women-jack' });
    await expectUpstreamFailure('invalid_response');

    double.setNextChatAnswer({
      json: { categoryId: 'spaceships', confidence: 1, alternativeCategories: [] },
    });
    await expectUpstreamFailure('category_unresolvable');

    double.setNextChatAnswer({ json: jacketPick });
    double.setNextChatAnswer({ json: { ...validDraft, description: 'Jacke.' } });
    await expectUpstreamFailure('description_too_short');

    const before = double.requests.length;
    double.setNextChatAnswer({ status: 500 });
    double.setNextChatAnswer({ status: 503 });
    await expectUpstreamFailure('http_503');
    expect(chatRequestsSince(before)).toHaveLength(2);

    double.setNextChatAnswer({ json: jacketPick, delayMs: 1_500 });
    await expectUpstreamFailure('timeout');
  });

  it('answers 404 for a photo that is not the seller’s, 400 without input, 401 and 403 for the wrong caller', async () => {
    const seller = await newSeller('ai-checks');
    const unknown = await draft({ mediaIds: [randomUUID()], language: 'en' }, {}, seller);
    expect(unknown.statusCode).toBe(404);
    expect(errorResponseSchema.parse(unknown.json()).error.code).toBe('NOT_FOUND');

    const empty = await draft({ transcript: '  ', language: 'en' }, {}, seller);
    expect(empty.statusCode).toBe(400);
    expect(errorResponseSchema.parse(empty.json()).error.code).toBe('VALIDATION_FAILED');

    const anonymous = await context.app.inject({
      method: 'POST',
      url: '/api/ai/drafts',
      payload: { transcript, language: 'en' },
    });
    expect(anonymous.statusCode).toBe(401);

    const moderator = await createTestUser(context, { label: 'ai-moderator', roles: ['moderator'] });
    expect((await draft({ transcript, language: 'en' }, {}, moderator)).statusCode).toBe(403);
  });

  it(`limits each account to ${draftsPerMinute} drafts a minute`, async () => {
    const user = await newSeller('ai-busy');
    for (let index = 0; index < draftsPerMinute; index += 1) {
      const response = await draft({ transcript, language: 'en' }, {}, user);
      expect(response.statusCode, response.body).toBe(200);
    }
    const limited = await draft({ transcript, language: 'en' }, {}, user);
    expect(limited.statusCode).toBe(429);
    expect(errorResponseSchema.parse(limited.json()).error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another seller is not affected.
    const other = await newSeller('ai-other');
    expect((await draft({ transcript, language: 'en' }, {}, other)).statusCode).toBe(200);
  });
});

describe('AI API without an AI endpoint (local provider)', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('reports the local provider and no audio transcription', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/ai/status' });
    expect(aiStatusResponseSchema.parse(response.json()).data).toMatchObject({
      draftProvider: 'local',
      speechTranscription: false,
    });
  });

  it('drafts from a transcript alone with the local models', async () => {
    const seller = await createTestUser(context, { label: 'ai-local', roles: ['seller'] });
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/ai/drafts',
      headers: { ...seller.headers, 'accept-language': 'de' },
      payload: { transcript, transcriptLanguage: 'de', language: 'de' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = draftResponseSchema.parse(response.json()).data;
    expect(body.provider).toBe('local');
    expect(body.heldMediaIds).toEqual([]);
    expect(body.draft.language).toBe('de');
    expect(body.draft.categoryPath.at(-1)).toBe(body.draft.categoryId);
    expect(body.notices.every((notice) => notice.message.length > 0)).toBe(true);
  });
});
