import { randomBytes } from 'node:crypto';
import { errorResponseSchema } from '@shared/api/error.schema';
import { transcriptionsPerMinute } from '@shared/speech/speech.endpoints';
import { speechCoverageKeys, speechTranscribeResponseSchema } from '@shared/speech/speech.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultDoubleTranscript, type OpenAiDouble, startOpenAiDouble } from '../../test/openai-double';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';

const url = '/api/ai/speech/transcribe';
const browserTranscript =
  'Ich verkaufe ein Fahrrad von Cube, Rahmengröße 52, gebraucht, für 200 Euro, nur Abholung.';
/** Stands for a short webm recording; the double does not decode audio, it counts bytes. */
const recording = randomBytes(4096).toString('base64');

function transcribe(context: TestContext, user: TestUser | null, payload: object, language = 'en') {
  return context.app.inject({
    method: 'POST',
    url,
    headers: { ...(user?.headers ?? {}), 'accept-language': language },
    payload,
  });
}

function analysisOf(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBe(200);
  return speechTranscribeResponseSchema.parse(response.json()).data;
}

describe('speech transcription with a configured endpoint', () => {
  let double: OpenAiDouble;
  let context: TestContext;
  let seller: TestUser;

  beforeAll(async () => {
    double = await startOpenAiDouble({ apiKey: 'sk-speech', speechModel: 'whisper-1' });
    context = await createTestApp({
      env: { AI_BASE_URL: double.url, AI_API_KEY: 'sk-speech', AI_SPEECH_MODEL: 'whisper-1' },
    });
    seller = await createTestUser(context, { label: 'speaker', roles: ['buyer', 'seller'] });
  });
  afterAll(async () => {
    await context?.close();
    await double?.close();
  });

  it('transcribes the audio; the backend segments and transcript replace the browser’s', async () => {
    double.setTranscript(defaultDoubleTranscript);
    const response = await transcribe(
      context,
      seller,
      {
        audio: recording,
        mimeType: 'audio/webm;codecs=opus',
        language: 'de',
        transcript: 'Ich verkaufe',
        durationMs: 6_500,
      },
      'de-DE,de;q=0.9',
    );
    const analysis = analysisOf(response);
    expect(analysis.requestId).toBe(response.headers['x-request-id']);
    expect(analysis.transcription).toBe('transcribed');
    expect(analysis.transcript).toBe(defaultDoubleTranscript.text);
    expect(analysis.language).toBe('de');
    expect(analysis.segments).toHaveLength(2);
    expect(analysis.segments[0]).toMatchObject({
      text: 'Ich verkaufe meine schwarze Nike Jacke in Größe M,',
      final: true,
      source: 'backend',
    });
    expect(analysis.segments[0]?.confidence).toBeCloseTo(Math.exp(-0.18), 5);
    const [first, second] = analysis.segments.map((segment) => Date.parse(segment.recordedAt));
    expect((second ?? 0) - (first ?? 0)).toBe(3_200);
    expect(analysis.wordCount).toBeGreaterThan(10);
    expect(Object.keys(analysis.coverage).sort()).toEqual([...speechCoverageKeys].sort());
    expect(analysis.coverage.brand).toBe(true);
    expect(analysis.coverage.price).toBe(true);
    expect(analysis.qualityScore).toBeGreaterThan(0);
    expect(analysis.issues.every((issue) => issue.message.length > 0)).toBe(true);

    const sent = double.requests.at(-1);
    expect(sent?.authorization).toBe('Bearer sk-speech');
    expect(sent?.fields).toEqual({ model: 'whisper-1', language: 'de', response_format: 'verbose_json' });
    expect(sent?.file).toMatchObject({ contentType: 'audio/webm;codecs=opus', size: 4096 });
  });

  it('takes a large recording (the body limit is raised for this route only)', async () => {
    double.setTranscript(defaultDoubleTranscript);
    const large = randomBytes(6 * 1024 * 1024).toString('base64');
    const analysis = analysisOf(await transcribe(context, seller, { audio: large, language: 'de' }));
    expect(analysis.transcription).toBe('transcribed');
    expect(double.requests.at(-1)?.file?.size).toBe(6 * 1024 * 1024);

    const tooLarge = await transcribe(context, seller, { audio: `${large}${large}`, language: 'de' });
    expect(tooLarge.statusCode).toBe(413);
    expect(errorResponseSchema.parse(tooLarge.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('falls back to the browser transcript when the endpoint fails', async () => {
    double.setTranscript({ status: 500 });
    const analysis = analysisOf(
      await transcribe(
        context,
        seller,
        { audio: recording, language: 'de', transcript: browserTranscript },
        'de',
      ),
    );
    expect(analysis.transcription).toBe('failed');
    expect(analysis.transcript).toBe(browserTranscript);
    expect(analysis.segments).toEqual([]);
    expect(analysis.issues).toContainEqual({
      code: 'transcription_failed',
      severity: 'warning',
      message:
        'Der Sprachdienst hat nicht geantwortet, deshalb wurde das Transkript deines Browsers verwendet.',
    });
    expect(analysis.wordCount).toBeGreaterThan(10);

    const withoutTranscript = await transcribe(context, seller, { audio: recording, language: 'de' });
    expect(withoutTranscript.statusCode).toBe(502);
    expect(errorResponseSchema.parse(withoutTranscript.json()).error.code).toBe('AI_UPSTREAM_FAILED');
  });

  it('answers 422 NO_AUDIO for silent, empty or too short audio without a browser transcript', async () => {
    double.setTranscript({ text: '', segments: [], duration: 4 });
    const before = double.requests.length;
    for (const payload of [
      { audio: recording, language: 'en' },
      { audio: '==', language: 'en' },
      { audio: recording, durationMs: 120, language: 'en' },
    ]) {
      const response = await transcribe(context, seller, payload);
      expect(response.statusCode, response.body).toBe(422);
      expect(errorResponseSchema.parse(response.json()).error.code).toBe('NO_AUDIO');
    }
    // Only the silent recording reached the endpoint; empty and too short ones never leave.
    expect(double.requests.length - before).toBe(1);

    const withBrowserTranscript = analysisOf(
      await transcribe(context, seller, { audio: recording, language: 'de', transcript: browserTranscript }),
    );
    expect(withBrowserTranscript.transcript).toBe(browserTranscript);
    expect(withBrowserTranscript.issues.map((issue) => issue.code)).toContain('no_audio');
  });

  it('checks the request: something to analyse, base64, an audio type, a signed-in seller', async () => {
    const nothing = await transcribe(context, seller, { language: 'de', transcript: '  ' });
    expect(nothing.statusCode).toBe(400);
    expect(errorResponseSchema.parse(nothing.json()).error.code).toBe('VALIDATION_FAILED');

    const notBase64 = await transcribe(context, seller, { audio: 'not base64!', language: 'de' });
    expect(notBase64.statusCode).toBe(400);

    const image = await transcribe(context, seller, {
      audio: recording,
      mimeType: 'image/png',
      language: 'de',
    });
    expect(image.statusCode).toBe(415);
    expect(errorResponseSchema.parse(image.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const anonymous = await transcribe(context, null, { audio: recording, language: 'de' });
    expect(anonymous.statusCode).toBe(401);
    expect(errorResponseSchema.parse(anonymous.json()).error.code).toBe('UNAUTHENTICATED');
  });
});

describe('speech analysis without a transcription endpoint', () => {
  let context: TestContext;
  let seller: TestUser;

  beforeAll(async () => {
    context = await createTestApp();
    seller = await createTestUser(context, { label: 'speaker-local', roles: ['seller'] });
  });
  afterAll(async () => {
    await context?.close();
  });

  it('says audio transcription is not configured and still analyses the browser transcript', async () => {
    const analysis = analysisOf(
      await transcribe(context, seller, { audio: recording, language: 'de', transcript: browserTranscript }),
    );
    expect(analysis.transcription).toBe('not_configured');
    expect(analysis.transcript).toBe(browserTranscript);
    expect(analysis.segments).toEqual([]);
    expect(analysis.issues).toContainEqual({
      code: 'transcription_not_configured',
      severity: 'info',
      message: 'No speech service is set up on this server, so only your browser’s transcript was used.',
    });
    expect(analysis.coverage.price).toBe(true);
    expect(analysis.coverage.fulfilment).toBe(true);
  });

  it('analyses a transcript sent without audio, and names what is missing', async () => {
    const analysis = analysisOf(
      await transcribe(context, seller, { language: 'en', transcript: 'A lamp.' }, 'en'),
    );
    expect(analysis.transcription).toBe('not_requested');
    expect(analysis.wordCount).toBe(2);
    const codes = analysis.issues.map((issue) => issue.code);
    expect(codes).toContain('very_short');
    expect(codes).not.toContain('transcription_not_configured');
  });

  it('limits transcriptions per account and minute, not for the other sellers', async () => {
    const busy = await createTestUser(context, { label: 'speaker-busy', roles: ['seller'] });
    const payload = { language: 'en', transcript: 'A lamp.' };
    for (let call = 0; call < transcriptionsPerMinute; call += 1) {
      expect((await transcribe(context, busy, payload)).statusCode).toBe(200);
    }
    const limited = await transcribe(context, busy, payload);
    expect(limited.statusCode).toBe(429);
    const { error } = errorResponseSchema.parse(limited.json());
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.message).toBe('Too many recordings at once. Please wait a moment.');
    expect(error.details?.retryAfterSeconds).toBeGreaterThan(0);
    expect((await transcribe(context, seller, payload)).statusCode).toBe(200);
  });
});
