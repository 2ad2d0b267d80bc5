import type { AnalyticsEventInput } from '@shared/analytics/analytics.schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../session/memory-storage.test-helper';
import { analyticsBatchDelayMs, createAnalyticsQueue } from './analytics-queue';

const pageView = (path: string): AnalyticsEventInput => ({
  event: 'page_viewed',
  occurredAt: new Date().toISOString(),
  properties: { path, pageType: 'test' },
  context: {
    sessionId: 'session-1',
    client: { platform: 'web', appVersion: '1', locale: 'en', offline: false },
  },
});

interface Sent {
  paths: string[];
  keepalive: boolean;
}

function setup(options: { isAllowed?: boolean; isOnline?: boolean; fail?: number } = {}) {
  const state = {
    isAllowed: options.isAllowed ?? true,
    isOnline: options.isOnline ?? true,
    failures: options.fail ?? 0,
  };
  const sent: Sent[] = [];
  const storage = new MemoryStorage();
  const queue = createAnalyticsQueue({
    send: async (events, { keepalive }) => {
      sent.push({ paths: events.map((event) => (event.properties as { path: string }).path), keepalive });
      if (state.failures > 0) {
        state.failures -= 1;
        throw new Error('network');
      }
    },
    isAllowed: () => state.isAllowed,
    isOnline: () => state.isOnline,
    storage,
    storageKey: 'queue',
  });
  return { queue, sent, state, storage };
}

/** Window and document as event targets with a visibility state, enough for `listen`. */
function pageTargets() {
  const window = new EventTarget() as unknown as Window;
  const document = Object.assign(new EventTarget(), { visibilityState: 'hidden' }) as unknown as Document & {
    visibilityState: string;
  };
  return { window, document };
}

describe('analytics queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends events in the order they happened, batched', async () => {
    const { queue, sent, storage } = setup();
    queue.enqueue(pageView('/a'));
    queue.enqueue(pageView('/b'));
    queue.enqueue(pageView('/c'));
    expect(sent).toEqual([]);
    expect(storage.getItem('queue')).toContain('/b');
    await vi.advanceTimersByTimeAsync(analyticsBatchDelayMs);
    expect(sent).toEqual([{ paths: ['/a', '/b', '/c'], keepalive: false }]);
    expect(queue.pending()).toEqual([]);
    expect(storage.getItem('queue')).toBeNull();
  });

  it('queues and sends nothing without consent', async () => {
    const { queue, sent } = setup({ isAllowed: false });
    queue.enqueue(pageView('/a'));
    queue.flush();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual([]);
    expect(queue.pending()).toEqual([]);
  });

  it('forgets what waits when consent goes away', async () => {
    const { queue, sent, state } = setup({ isOnline: false });
    queue.enqueue(pageView('/a'));
    state.isAllowed = false;
    state.isOnline = true;
    queue.flush();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual([]);
    expect(queue.pending()).toEqual([]);
  });

  it('keeps events while offline and flushes them when the browser is online again', async () => {
    const { queue, sent, state } = setup({ isOnline: false });
    const targets = pageTargets();
    const stop = queue.listen(targets);
    queue.enqueue(pageView('/a'));
    queue.enqueue(pageView('/b'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual([]);
    state.isOnline = true;
    targets.window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ paths: ['/a', '/b'], keepalive: false }]);
    stop();
  });

  it('retries a failed batch after 5000 ms, before anything newer', async () => {
    const { queue, sent } = setup({ fail: 1 });
    queue.enqueue(pageView('/a'));
    await vi.advanceTimersByTimeAsync(analyticsBatchDelayMs);
    expect(sent).toHaveLength(1);
    queue.enqueue(pageView('/b'));
    await vi.advanceTimersByTimeAsync(4999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([
      { paths: ['/a'], keepalive: false },
      { paths: ['/a', '/b'], keepalive: false },
    ]);
    expect(queue.pending()).toEqual([]);
  });

  it('flushes when the tab becomes visible, not when it is hidden', async () => {
    const { queue, sent, state } = setup({ isOnline: false });
    const targets = pageTargets();
    queue.listen(targets);
    queue.enqueue(pageView('/a'));
    await vi.advanceTimersByTimeAsync(analyticsBatchDelayMs);
    state.isOnline = true;
    targets.document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([]);
    targets.document.visibilityState = 'visible';
    targets.document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ paths: ['/a'], keepalive: false }]);
  });

  it('sends what waits with keepalive when the page goes away', async () => {
    const { queue, sent, storage } = setup();
    const targets = pageTargets();
    queue.listen(targets);
    queue.enqueue(pageView('/a'));
    queue.enqueue(pageView('/b'));
    targets.window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([{ paths: ['/a', '/b'], keepalive: true }]);
    expect(storage.getItem('queue')).toBeNull();
  });

  it('survives a reload through storage', async () => {
    const first = setup({ isOnline: false });
    first.queue.enqueue(pageView('/a'));
    const sent: string[] = [];
    const second = createAnalyticsQueue({
      send: async (events) => {
        sent.push(...events.map((event) => (event.properties as { path: string }).path));
      },
      isAllowed: () => true,
      isOnline: () => true,
      storage: first.storage,
      storageKey: 'queue',
    });
    second.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(['/a']);
  });
});
