// @vitest-environment jsdom
import type { ChatThread } from '@shared/chat/chat.schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const track = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/analytics/analytics-client', () => ({ track }));

const { openChatThread } = await import('./open-chat-thread');

const listingId = '9b0e0ee6-0b5c-4390-8187-56920e7f619b';
const thread: ChatThread = {
  id: '3c1d8a44-2222-4222-8222-222222222222',
  listingId,
  listing: {
    id: listingId,
    slug: 'walnut-bookshelf',
    title: 'Walnut bookshelf',
    price: 150,
    currency: 'EUR',
    thumbnailUrl: null,
    availability: 'available',
    isLive: true,
  },
  counterpart: { id: '7e2f3b66-0000-4000-8000-000000000002', name: 'Sam Seller' },
  role: 'buyer',
  subject: 'Walnut bookshelf',
  status: 'active',
  updatedAt: '2026-11-26T10:00:00.000Z',
  unreadCount: 0,
  actionTo: '/chat?thread=3c1d8a44-2222-4222-8222-222222222222',
  lastMessage: null,
  isBlocked: false,
  hasBlockedCounterpart: false,
  agreedPrice: null,
  openOffer: null,
};

/** The server's answer to `POST /api/chat/threads`: 201 for a new thread, 200 for the buyer's own. */
function answer(status: 200 | 201) {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ data: { thread } }), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('openChatThread', () => {
  beforeEach(() => track.mockReset());
  afterEach(() => vi.unstubAllGlobals());

  it('reports a started chat when the thread is new (201)', async () => {
    const fetch = answer(201);
    await expect(openChatThread(listingId)).resolves.toEqual(thread);
    expect(String((fetch.mock.calls[0] as unknown[] | undefined)?.[0])).toContain('/api/chat/threads');
    expect(track.mock.calls).toEqual([['chat_started', { listingId }]]);
  });

  it('reports nothing when the buyer comes back to their thread (200)', async () => {
    answer(200);
    await expect(openChatThread(listingId)).resolves.toEqual(thread);
    expect(track).not.toHaveBeenCalled();
  });

  it('reports nothing when the thread could not be opened', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'OWN_LISTING', message: 'own' } }), { status: 409 }),
      ),
    );
    await expect(openChatThread(listingId)).rejects.toMatchObject({ code: 'OWN_LISTING' });
    expect(track).not.toHaveBeenCalled();
  });
});
