/**
 * The virtual users of `npm run bench:load`. Each one makes about one request a second (never
 * bursting to catch up when the server was slow) from its own address (X-Forwarded-For, so the
 * per-address limits see 200 people, not one), against the node it was given:
 * - guests browse: the home feed, text search, text + place + radius, a category, listing pages,
 *   deals, the category tree and counts;
 * - signed-in users browse the same way most of the time and otherwise chat with sellers, watch
 *   listings, look at their own listings and orders, write and publish a listing (a draft, one
 *   save, publish), or buy an item for pickup with cash.
 */
import { randomUUID } from 'node:crypto';
import { cities } from '@shared/catalog/cities.data';
import { germanNouns } from '../search/bench-words';
import type { LoadRecorder, RequestKind } from './load-mix-recorder';
import type { LoadMixAccount, LoadMixData } from './load-mix-seed';
import { dealSegmentIds, searchWords, topCategoryIds } from './load-mix-vocabulary';

type Random = () => number;

/** A small seeded generator (mulberry32): the same seed gives the same run of choices. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};

function weighted<T>(random: Random, choices: readonly (readonly [number, T])[]): T {
  const total = choices.reduce((sum, [weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [weight, choice] of choices) {
    roll -= weight;
    if (roll < 0) return choice;
  }
  const last = choices.at(-1);
  if (!last) throw new Error('no choices');
  return last[1];
}

interface UserContext {
  baseUrl: string;
  address: string;
  account: LoadMixAccount | null;
  data: LoadMixData;
  random: Random;
  recorder: LoadRecorder;
  threadId?: string;
}

interface Answer {
  status: number | 'network';
  body: unknown;
}

const requestTimeoutMs = 30_000;

async function call(
  context: UserContext,
  action: string,
  kind: RequestKind,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': context.address };
  if (context.account) headers.authorization = `Bearer ${context.account.token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const startedAt = performance.now();
  try {
    const response = await fetch(`${context.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    const text = await response.text();
    context.recorder.record(action, kind, startedAt, response.status, text);
    return { status: response.status, body: text.length > 0 ? JSON.parse(text) : null };
  } catch (error) {
    context.recorder.record(action, kind, startedAt, 'network', String(error));
    return { status: 'network', body: null };
  }
}

type Step = (context: UserContext) => Promise<number>;

const once =
  (action: string, path: (context: UserContext) => string): Step =>
  async (context) => {
    await call(context, action, 'read', 'GET', path(context));
    return 1;
  };

const browseSteps: readonly (readonly [number, Step])[] = [
  [15, once('home feed', () => '/api/feeds/recent?limit=12')],
  [18, once('search: text', (c) => `/api/search?query=${encodeURIComponent(pick(c.random, searchWords))}`)],
  [
    14,
    once(
      'search: text + place + radius',
      (c) =>
        `/api/search?query=${encodeURIComponent(pick(c.random, searchWords))}&loc=${pick(c.random, cities).id}&radius=25`,
    ),
  ],
  [8, once('search: category', (c) => `/api/search?category=${pick(c.random, topCategoryIds)}`)],
  [28, once('listing page', (c) => `/api/listings/${pick(c.random, c.data.slugs)}`)],
  [7, once('deals', (c) => `/api/deals/${pick(c.random, dealSegmentIds)}`)],
  [5, once('category tree', () => '/api/categories')],
  [5, once('category counts', () => '/api/categories/counts')],
];

const browse: Step = (context) => weighted(context.random, browseSteps)(context);

const chat: Step = async (context) => {
  let requests = 0;
  if (!context.threadId) {
    const opened = await call(context, 'chat: open thread', 'write', 'POST', '/api/chat/threads', {
      listingId: pick(context.random, context.data.listingIds),
    });
    requests += 1;
    const thread = (opened.body as { data?: { thread?: { id?: string } } } | null)?.data?.thread;
    if (!thread?.id) return requests;
    context.threadId = thread.id;
  }
  await call(context, 'chat: message', 'write', 'POST', `/api/chat/threads/${context.threadId}/messages`, {
    clientId: randomUUID(),
    body: pick(context.random, [
      'Hallo, ist der Artikel noch zu haben?',
      'Would you ship it to Hamburg?',
      'Kann ich ihn am Samstag abholen?',
    ]),
  });
  return requests + 1;
};

const watch: Step = async (context) => {
  const listingId = pick(context.random, context.data.listingIds);
  await call(context, 'watch', 'write', 'PUT', `/api/watchlist/${listingId}`);
  return 1;
};

const sell: Step = async (context) => {
  const photoId = context.account?.photoIds.pop();
  if (!photoId) return browse(context);
  const fields = {
    language: 'de',
    title: `${pick(context.random, germanNouns)} in gutem Zustand`,
    description: 'Gut erhalten, wenig benutzt, aus einem Nichtraucherhaushalt. Abholung in Berlin.',
    categoryId: 'home-furniture-shelves',
    priceValue: 20 + Math.floor(context.random() * 200),
    condition: 'good',
    locationSlug: 'berlin',
    offersPickup: true,
    mediaIds: [photoId],
  };
  const created = await call(context, 'sell: create draft', 'write', 'POST', '/api/listing-drafts', {
    snapshot: { formatVersion: 1, fields },
    clientSessionId: 'load-bench',
  });
  const draft = (created.body as { data?: { draft?: { id: string; version: number } } } | null)?.data?.draft;
  if (!draft) return 1;
  const saved = await call(context, 'sell: save draft', 'write', 'PUT', `/api/listing-drafts/${draft.id}`, {
    baseVersion: draft.version,
    snapshot: { formatVersion: 1, fields: { ...fields, priceValue: fields.priceValue + 5 } },
    clientSessionId: 'load-bench',
  });
  const version = (saved.body as { data?: { draft?: { version: number } } } | null)?.data?.draft?.version;
  if (version === undefined) return 2;
  await call(context, 'sell: publish', 'write', 'POST', `/api/listing-drafts/${draft.id}/publish`, {
    baseVersion: version,
  });
  return 3;
};

const buy: Step = async (context) => {
  const listingId = context.account?.listingIdsToBuy.pop();
  if (!listingId) return browse(context);
  await call(context, 'buy: order (pickup, cash)', 'write', 'POST', '/api/orders', {
    listingIds: [listingId],
    fulfilment: 'pickup',
    paymentMethod: 'cash_on_pickup',
    clientRequestId: randomUUID(),
  });
  return 1;
};

const signedInSteps: readonly (readonly [number, Step])[] = [
  [70, browse],
  [10, chat],
  [5, watch],
  [5, once('own listings', () => '/api/seller/listings')],
  [3, once('own orders', () => '/api/orders')],
  [4, sell],
  [3, buy],
];

/** One virtual user until the deadline: about one request a second, never catching up in bursts. */
export async function runVirtualUser(context: Omit<UserContext, 'threadId'>, until: number): Promise<void> {
  const user: UserContext = { ...context };
  // Users arrive spread over the first second instead of all at once.
  let next = performance.now() + context.random() * 1_000;
  while (performance.now() < until) {
    const wait = next - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const requests = await (user.account ? weighted(user.random, signedInSteps) : browse)(user);
    next = Math.max(next + requests * 1_000, performance.now());
  }
}
