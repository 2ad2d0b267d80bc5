import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenAiDouble, startOpenAiDouble } from '../../../test/openai-double';
import { createOpenAiClient, OpenAiRequestError } from './openai-client';

const schema = {
  name: 'answer',
  schema: {
    type: 'object',
    properties: { word: { type: 'string' } },
    required: ['word'],
    additionalProperties: false,
  },
};

describe('openai client against the double', () => {
  let double: OpenAiDouble;
  beforeAll(async () => {
    double = await startOpenAiDouble({ apiKey: 'sk-test', chatModel: 'gpt-test', speechModel: 'whisper-1' });
  });
  afterAll(() => double.close());

  const client = (overrides: { apiKey?: string; timeoutMs?: number } = {}) =>
    createOpenAiClient({
      baseUrl: double.url,
      apiKey: 'apiKey' in overrides ? overrides.apiKey : 'sk-test',
      timeoutMs: overrides.timeoutMs ?? 5_000,
      retryDelayMs: 10,
    });
  const lastRequest = () => double.requests.at(-1);

  it('sends a strict json_schema request with the bearer key, text and image parts', async () => {
    double.setNextChatAnswer({ json: { word: 'Jacke' } });
    const result = await client().chatJson({
      model: 'gpt-test',
      messages: [
        { role: 'system', content: 'Answer with one word.' },
        {
          role: 'user',
          content: [
            { type: 'text', text: 'What is it?' },
            { type: 'image_url', image_url: { url: 'data:image/webp;base64,UklGRg==' } },
          ],
        },
      ],
      schema,
    });
    expect(result.json).toEqual({ word: 'Jacke' });
    const sent = lastRequest();
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.authorization).toBe('Bearer sk-test');
    expect(sent?.body?.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'answer', strict: true, schema: schema.schema },
    });
    const messages = sent?.body?.messages as { content: unknown }[];
    expect(messages[1]?.content).toEqual([
      { type: 'text', text: 'What is it?' },
      { type: 'image_url', image_url: { url: 'data:image/webp;base64,UklGRg==' } },
    ]);
  });

  it('retries once on a 5xx and once on a 429, then gives up with the status', async () => {
    double.setNextChatAnswer({ status: 503 });
    const before = double.requests.length;
    await expect(
      client().chatJson({ model: 'gpt-test', messages: [{ role: 'user', content: 'x' }], schema }),
    ).resolves.toMatchObject({ json: { word: 'sample' } });
    expect(double.requests.length - before).toBe(2);

    double.setNextChatAnswer({ status: 429 });
    double.setNextChatAnswer({ status: 500 });
    const failure = await client()
      .chatJson({ model: 'gpt-test', messages: [{ role: 'user', content: 'x' }], schema })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OpenAiRequestError);
    expect((failure as OpenAiRequestError).reason).toBe('http_500');
  });

  it('does not retry a 4xx: a wrong key or model is final', async () => {
    const before = double.requests.length;
    const failure = await client({ apiKey: 'sk-wrong' })
      .chatJson({ model: 'gpt-test', messages: [{ role: 'user', content: 'x' }], schema })
      .catch((error: unknown) => error);
    expect((failure as OpenAiRequestError).reason).toBe('http_401');
    expect((failure as OpenAiRequestError).message).toContain('Incorrect API key');
    expect(double.requests.length - before).toBe(1);

    const unknownModel = await client()
      .chatJson({ model: 'gpt-other', messages: [{ role: 'user', content: 'x' }], schema })
      .catch((error: unknown) => error);
    expect((unknownModel as OpenAiRequestError).reason).toBe('http_404');
  });

  it('rejects content that is not JSON as invalid_response', async () => {
    double.setNextChatAnswer({ content: '{"word": "Jac' });
    const failure = await client()
      .chatJson({ model: 'gpt-test', messages: [{ role: 'user', content: 'x' }], schema })
      .catch((error: unknown) => error);
    expect((failure as OpenAiRequestError).kind).toBe('invalid_response');
  });

  it('times out the whole call', async () => {
    double.setNextChatAnswer({ json: { word: 'late' }, delayMs: 1_500 });
    const startedAt = Date.now();
    const failure = await client({ timeoutMs: 300 })
      .chatJson({ model: 'gpt-test', messages: [{ role: 'user', content: 'x' }], schema })
      .catch((error: unknown) => error);
    expect((failure as OpenAiRequestError).kind).toBe('timeout');
    expect(Date.now() - startedAt).toBeLessThan(1_200);
  });

  it('transcribes multipart audio with model, language and verbose_json', async () => {
    double.setTranscript({
      text: 'Hallo Welt',
      segments: [{ text: 'Hallo Welt', start: 0, end: 1.5, avg_logprob: -0.2 }],
    });
    const audio = Buffer.alloc(4096, 7);
    const result = await client().transcribe({
      audio,
      mimeType: 'audio/webm;codecs=opus',
      language: 'de',
      model: 'whisper-1',
    });
    expect(result).toEqual({
      text: 'Hallo Welt',
      segments: [{ text: 'Hallo Welt', start: 0, end: 1.5, avg_logprob: -0.2 }],
      duration: 1.5,
    });
    const sent = lastRequest();
    expect(sent?.path).toBe('/v1/audio/transcriptions');
    expect(sent?.fields).toEqual({ model: 'whisper-1', language: 'de', response_format: 'verbose_json' });
    expect(sent?.file).toEqual({ filename: 'audio.webm', contentType: 'audio/webm;codecs=opus', size: 4096 });
  });

  it('reports a failing transcription endpoint', async () => {
    double.setTranscript({ status: 500 });
    const failure = await client()
      .transcribe({ audio: Buffer.alloc(10, 1), mimeType: 'audio/ogg', language: 'en', model: 'whisper-1' })
      .catch((error: unknown) => error);
    expect((failure as OpenAiRequestError).reason).toBe('http_500');
  });
});
