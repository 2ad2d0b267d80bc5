import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { createChatSocketHub, heartbeatIntervalMs, maxBufferedBytes } from './chat-socket-hub';

/** Just what the hub uses of a `ws` socket: a peer that answers pings only while `isResponsive`. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readonly CLOSED = 3;
  readyState = 1;
  bufferedAmount = 0;
  isResponsive = true;
  sent: string[] = [];
  pings = 0;
  terminated = false;
  closedWith: number | null = null;
  send(data: string) {
    this.sent.push(data);
  }
  ping() {
    this.pings += 1;
    if (this.isResponsive) queueMicrotask(() => this.emit('pong'));
  }
  terminate() {
    this.terminated = true;
    this.finish(1006);
  }
  close(code: number) {
    this.closedWith = code;
    // As ws: closing until the peer answers (or the socket is cut).
    this.readyState = 2;
    if (this.isResponsive) this.finish(code);
  }
  private finish(code: number) {
    if (this.readyState === this.CLOSED) return;
    this.readyState = this.CLOSED;
    this.emit('close', code);
  }
  asSocket() {
    return this as unknown as WebSocket;
  }
}

describe('the chat socket hub', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("writes a delivery to every open socket of that user and nobody else's", () => {
    const hub = createChatSocketHub();
    const [tab, phone, other] = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    for (const socket of [tab, phone, other]) hub.track(socket.asSocket());
    hub.attach('user-a', tab.asSocket());
    hub.attach('user-a', phone.asSocket());
    hub.attach('user-b', other.asSocket());
    expect(hub.connectionCount()).toBe(3);
    hub.deliver({ userId: 'user-a', frame: { type: 'pong' } });
    expect(tab.sent).toEqual(['{"type":"pong"}']);
    expect(phone.sent).toEqual(['{"type":"pong"}']);
    expect(other.sent).toEqual([]);
    phone.terminate();
    hub.deliver({ userId: 'user-a', frame: { type: 'pong' } });
    expect(phone.sent).toHaveLength(1);
    expect(hub.connectionCount()).toBe(2);
  });

  it('closes a socket whose client left over 1 MiB unread with 4008 instead of queuing more, and counts it', () => {
    const slowCounts: number[] = [];
    const hub = createChatSocketHub({ onTooSlow: (count) => slowCounts.push(count) });
    const [slow, fine] = [new FakeSocket(), new FakeSocket()];
    for (const socket of [slow, fine]) {
      hub.track(socket.asSocket());
      hub.attach('user-a', socket.asSocket());
    }
    slow.isResponsive = false;
    slow.bufferedAmount = maxBufferedBytes;
    hub.deliver({ userId: 'user-a', frame: { type: 'pong' } });
    expect([slow.sent.length, slow.closedWith]).toEqual([1, null]);
    slow.bufferedAmount = maxBufferedBytes + 1;
    hub.deliver({ userId: 'user-a', frame: { type: 'pong' } });
    hub.send(slow.asSocket(), { type: 'pong' });
    expect(slow.sent).toHaveLength(1);
    expect(slow.closedWith).toBe(4008);
    expect(fine.sent).toHaveLength(2);
    expect(hub.tooSlowCount()).toBe(1);
    expect(slowCounts).toEqual([1]);
  });

  it('pings every socket each interval and drops one that did not answer the last ping', async () => {
    const hub = createChatSocketHub();
    const [alive, dead] = [new FakeSocket(), new FakeSocket()];
    hub.track(alive.asSocket());
    hub.track(dead.asSocket());
    dead.isResponsive = false;
    await vi.advanceTimersByTimeAsync(heartbeatIntervalMs);
    expect([alive.pings, dead.pings]).toEqual([1, 1]);
    expect(dead.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(heartbeatIntervalMs);
    expect(dead.terminated).toBe(true);
    expect(alive.terminated).toBe(false);
    expect(alive.pings).toBe(2);
    await hub.closeAll(4503, 'test over');
  });

  it('closes every socket with the code given and cuts those that do not finish the handshake', async () => {
    const hub = createChatSocketHub();
    const [polite, silent] = [new FakeSocket(), new FakeSocket()];
    hub.track(polite.asSocket());
    hub.track(silent.asSocket());
    silent.isResponsive = false;
    const closing = hub.closeAll(4503, 'Server shutting down');
    expect([polite.closedWith, silent.closedWith]).toEqual([4503, 4503]);
    await vi.advanceTimersByTimeAsync(1_000);
    await closing;
    expect(polite.terminated).toBe(false);
    expect(silent.terminated).toBe(true);
  });
});
