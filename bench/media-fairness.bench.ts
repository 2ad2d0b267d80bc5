/**
 * `npm run bench:media`: does one account's photo backlog delay another account's draft? (issue 14,
 * hole 3). The real app in its own process on the embedded database, with the local vision models:
 *
 * 1. quiet: a seller uploads three photos and asks for a draft while nothing else runs;
 * 2. flooded: another account uploads BENCH_NOISE_PHOTOS (default 15) photos of random noise (the
 *    slowest thing for OCR), then a second seller uploads the same three photos and asks for a draft.
 *
 * Prints the time to draft (first upload sent to draft answered) in both cases, and how many of the
 * flood's photos were still waiting when the draft answered. BENCH_WAIT_FOR_FLOOD=true also waits
 * for the flood's alt texts and prints how long they took (noise keeps OCR busy: minutes).
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import {
  drawClothingLabel,
  drawMug,
  drawSizeTag,
} from '../src/server/modules/ai/vision/fixtures/vision-fixtures';
import { startBenchServer } from './support/server-process';

const noisePhotos = Math.max(1, Number(process.env.BENCH_NOISE_PHOTOS ?? 15));
const isWaitingForFlood = process.env.BENCH_WAIT_FOR_FLOOD === 'true';
const port = Number(process.env.BENCH_PORT ?? 4620);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

interface Account {
  label: string;
  email: string;
  password: string;
  token: string;
}

async function noisePhoto(): Promise<Buffer> {
  const width = 2000;
  const height = 1500;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function call(baseUrl: string, path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const response = await fetch(`${baseUrl}${path}`, { ...init, headers });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body as { data: Record<string, unknown> };
}

const jsonHeaders = { 'content-type': 'application/json' };

async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const login = await call(baseUrl, '/api/auth/login', {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({ email, password }),
  });
  return String(login.data.accessToken);
}

async function signUp(baseUrl: string, label: string): Promise<Account> {
  const email = `${label}-${randomBytes(4).toString('hex')}@example.com`;
  const password = `bench-password-${randomBytes(6).toString('hex')}`;
  await call(baseUrl, '/api/auth/register', {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({ email, password, redirectUri: `${baseUrl}/verify-email` }),
  });
  return { label, email, password, token: await signIn(baseUrl, email, password) };
}

/** How many of these assets still wait for their alt text; signs in again (tokens last 15 minutes). */
async function countGenerating(baseUrl: string, account: Account, ids: string[]): Promise<number> {
  account.token = await signIn(baseUrl, account.email, account.password);
  const body = await call(baseUrl, `/api/media?ids=${ids.join(',')}`, { token: account.token });
  const assets = body.data.assets as { altTextStatus: string }[];
  return assets.filter((asset) => asset.altTextStatus === 'generating').length;
}

async function upload(baseUrl: string, account: Account, bytes: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.append('source', 'upload');
  form.append('language', 'de');
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  const body = await call(baseUrl, '/api/media', { method: 'POST', body: form, token: account.token });
  return String((body.data.asset as { id: string }).id);
}

/** Two at a time, as the web's upload queue sends them. */
async function uploadAll(baseUrl: string, account: Account, photos: Buffer[]): Promise<string[]> {
  const ids: string[] = new Array(photos.length);
  let next = 0;
  const lane = async () => {
    while (next < photos.length) {
      const index = next++;
      ids[index] = await upload(baseUrl, account, photos[index] as Buffer, `photo-${index}.jpg`);
    }
  };
  await Promise.all([lane(), lane()]);
  return ids;
}

async function timeToDraft(baseUrl: string, account: Account, photos: Buffer[]) {
  const startedAt = performance.now();
  const mediaIds = await uploadAll(baseUrl, account, photos);
  const uploadedAt = performance.now();
  await call(baseUrl, '/api/ai/drafts', {
    method: 'POST',
    token: account.token,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      mediaIds,
      transcript: 'Nike T-Shirt, Größe M, kaum getragen, 15 Euro',
      language: 'de',
    }),
  });
  const draftedAt = performance.now();
  return {
    totalMs: draftedAt - startedAt,
    uploadMs: uploadedAt - startedAt,
    draftMs: draftedAt - uploadedAt,
  };
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const server = await startBenchServer({
  port,
  env: {
    AI_WARM_AT_START: 'true',
    SEED_DEMO_DATA: 'false',
    SKIP_WEB_BUILD: 'true',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  },
});
try {
  const { baseUrl } = server;
  const warmStartedAt = performance.now();
  await waitUntil(
    async () => (await call(baseUrl, '/api/ai/status')).data.localModels === 'ready',
    300_000,
    'loading the vision models',
  );
  console.info(`vision models ready after ${seconds(performance.now() - warmStartedAt)}`);
  const sellerPhotos = [await drawClothingLabel(), await drawSizeTag(), await drawMug()];
  const flood = await Promise.all(Array.from({ length: noisePhotos }, () => noisePhoto()));
  const [quietSeller, flooder, seller] = [
    await signUp(baseUrl, 'quiet'),
    await signUp(baseUrl, 'flood'),
    await signUp(baseUrl, 'seller'),
  ];

  const line = (label: string, run: Awaited<ReturnType<typeof timeToDraft>>) =>
    console.info(
      `  ${label}: ${seconds(run.totalMs)}  (uploads ${seconds(run.uploadMs)}, draft ${seconds(run.draftMs)})`,
    );
  console.info('\nTime to draft (three photos uploaded two at a time, then POST /api/ai/drafts):');
  line('quiet', await timeToDraft(baseUrl, quietSeller, sellerPhotos));
  const floodStartedAt = performance.now();
  const floodIds = await uploadAll(baseUrl, flooder, flood);
  line(
    `after ${noisePhotos} noise photos of another account`,
    await timeToDraft(baseUrl, seller, sellerPhotos),
  );
  const waiting = await countGenerating(baseUrl, flooder, floodIds);
  console.info(`  ${waiting} of the ${noisePhotos} noise photos were still waiting for their alt text then`);
  if (isWaitingForFlood) {
    await waitUntil(
      async () => (await countGenerating(baseUrl, flooder, floodIds)) === 0,
      3_600_000,
      'the flood',
    );
    console.info(
      `  the flood's alt texts were all written ${seconds(performance.now() - floodStartedAt)} after its first upload`,
    );
  }
} finally {
  await server.stop();
}
