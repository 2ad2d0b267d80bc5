import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type MediaAsset, mediaAssetResponseSchema } from '@shared/media/media-asset.schema';
import { expect } from 'vitest';
import type { AnalysisRequest, ImageAnalysis, VisionEngine } from '../modules/ai/ai-engine';
import type { TestContext } from './test-app';

export const mediaFixture = (name: string) =>
  readFileSync(path.resolve('src/server/test/fixtures/media', name));

export interface FilePart {
  name?: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body as a browser sends it: text fields, then the file part. */
export function multipartBody(file: FilePart | null, fields: Record<string, string> = {}) {
  const boundary = `----kleinkram${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'file'}"; filename="${file.fileName}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function uploadRequest(
  context: TestContext,
  headers: Record<string, string>,
  file: FilePart | null,
  fields: Record<string, string> = {},
) {
  const body = multipartBody(file, fields);
  return context.app.inject({
    method: 'POST',
    url: '/api/media',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

export const fixturePart = (fileName: string, contentType = 'image/jpeg'): FilePart => ({
  fileName,
  contentType,
  bytes: mediaFixture(fileName),
});

/** Polls the asset until its alt text is no longer being written (the analysis runs after the answer). */
export async function waitForAltText(
  context: TestContext,
  headers: Record<string, string>,
  id: string,
  timeoutMs = 60_000,
): Promise<MediaAsset> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await context.app.inject({ method: 'GET', url: `/api/media/${id}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    const asset = mediaAssetResponseSchema.parse(response.json()).data.asset;
    if (asset.altTextStatus !== 'generating') return asset;
    if (Date.now() > deadline) throw new Error(`alt text of ${id} still generating after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A vision engine a test controls, put in place of the app's (whose models would take seconds and
 * hundreds of MB to load in every test file): it answers with `analysis`, or rejects when there is
 * none, and can be held until `release()` to test what happens while an analysis is running.
 * Closing it hands back the held analyses, as the real engine hands back what waits.
 */
export function installVisionDouble(context: Pick<TestContext, 'app'>) {
  const real = context.app.deps.ai.vision;
  const state = {
    analysis: null as ImageAnalysis | null,
    calls: [] as Buffer[],
    requests: [] as AnalysisRequest[],
    prioritised: [] as string[],
    gate: null as Promise<void> | null,
    release: () => {},
    isClosed: false,
  };
  let handBack = (_error: Error) => {};
  const double: VisionEngine = {
    state: () => 'ready',
    warm: async () => {},
    async analyseImage(image, request = {}) {
      if (state.isClosed) throw new Error('vision engine is closed');
      state.calls.push(image);
      state.requests.push(request);
      if (state.gate) await state.gate;
      if (!state.analysis) throw new Error('vision engine unavailable (test double)');
      return state.analysis;
    },
    prioritise: (key) => {
      state.prioritised.push(key);
    },
    async close(options) {
      state.isClosed = true;
      handBack(new Error('vision engine closed; the analysis was handed back'));
      await real.close(options);
    },
  };
  context.app.deps.ai.vision = double;
  return {
    state,
    /** Holds every analysis until the returned function is called. */
    hold() {
      state.gate = new Promise<void>((resolve, reject) => {
        state.release = () => {
          state.gate = null;
          resolve();
        };
        handBack = (error) => {
          state.gate = null;
          reject(error);
        };
      });
      // A gate nobody waits on must not count as an unhandled rejection when it is handed back.
      state.gate.catch(() => {});
    },
  };
}

export function analysisOf(overrides: Partial<ImageAnalysis> = {}): ImageAnalysis {
  return {
    text: 'Marke: Nike',
    lines: [{ text: 'Marke: Nike', confidence: 0.92 }],
    objects: [{ label: 'cup', score: 0.91 }],
    colour: { value: 'red', hex: '#c0392b' },
    nsfw: { score: 0.01, flagged: false },
    version: 1,
    ...overrides,
  };
}
