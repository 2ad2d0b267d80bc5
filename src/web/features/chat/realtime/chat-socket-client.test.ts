import { chatSocketCloseCodes, type ServerFrame } from '@shared/chat/chat-socket.schema';
import { describe, expect, it } from 'vitest';
import {
  type ChatConnectionStatus,
  ChatSocketClient,
  chatSocketUrl,
  reconnectDelayMs,
  type SocketLike,
} from './chat-socket-client';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) } as MessageEvent);
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

const userId = '6a1f6f3e-8f59-4c4b-9a51-2a5b6d1e0f11';
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const sockets: FakeSocket[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const statuses: ChatConnectionStatus[] = [];
  const frames: ServerFrame[] = [];
  const readies: boolean[] = [];
  let token = 'token-1';
  const client = new ChatSocketClient({
    url: 'ws://localhost/api/chat/socket',
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    getAccessToken: async () => token,
    refreshSession: async () => {
      token = 'token-2';
      return true;
    },
    onStatus: (status) => statuses.push(status),
    onFrame: (frame) => frames.push(frame),
    onReady: (isReconnect) => readies.push(isReconnect),
    setTimer: (callback, ms) => {
      const timer = { callback, ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (handle) => {
      const index = timers.indexOf(handle as (typeof timers)[number]);
      if (index >= 0) timers.splice(index, 1);
    },
  });
  const reconnectTimers = () => timers.filter((timer) => timer.ms !== 25_000);
  return { client, sockets, timers, reconnectTimers, statuses, frames, readies };
}

describe('chat socket client', () => {
  it('backs off from 600 ms, doubling, to at most 4000 ms', () => {
    expect([1, 2, 3, 4, 5, 9].map(reconnectDelayMs)).toEqual([600, 1200, 2400, 4000, 4000, 4000]);
  });

  it('builds ws and wss addresses from the page', () => {
    expect(chatSocketUrl({ protocol: 'http:', host: 'localhost:4310' })).toBe(
      'ws://localhost:4310/api/chat/socket',
    );
    expect(chatSocketUrl({ protocol: 'https:', host: 'kleinkram.de' })).toBe(
      'wss://kleinkram.de/api/chat/socket',
    );
  });

  it('authenticates with the first frame and is connected once the server is ready', async () => {
    const { client, sockets, statuses, readies } = setup();
    client.start();
    expect(statuses).toEqual(['connecting']);
    sockets[0]?.open();
    await flush();
    expect(sockets[0]?.sent).toEqual([JSON.stringify({ type: 'auth', token: 'token-1' })]);
    sockets[0]?.receive({ type: 'ready', userId });
    expect(statuses).toEqual(['connecting', 'connected']);
    expect(readies).toEqual([false]);
  });

  it('reconnects with growing delays after drops, and reports a reconnect', async () => {
    const { client, sockets, reconnectTimers, readies } = setup();
    client.start();
    sockets[0]?.open();
    await flush();
    sockets[0]?.receive({ type: 'ready', userId });
    sockets[0]?.drop();
    expect(reconnectTimers().map((timer) => timer.ms)).toEqual([600]);
    reconnectTimers()[0]?.callback();
    reconnectTimers().splice(0);
    sockets[1]?.drop();
    expect(reconnectTimers().at(-1)?.ms).toBe(1200);
    reconnectTimers().at(-1)?.callback();
    sockets[2]?.open();
    await flush();
    sockets[2]?.receive({ type: 'ready', userId });
    expect(readies).toEqual([false, true]);
  });

  it('reconnects after the server closed it for reading too slowly (4008), and reports a reconnect to catch up', async () => {
    const { client, sockets, reconnectTimers, readies } = setup();
    client.start();
    sockets[0]?.open();
    await flush();
    sockets[0]?.receive({ type: 'ready', userId });
    sockets[0]?.drop(chatSocketCloseCodes.tooSlow);
    expect(reconnectTimers().map((timer) => timer.ms)).toEqual([600]);
    reconnectTimers()[0]?.callback();
    sockets[1]?.open();
    await flush();
    sockets[1]?.receive({ type: 'ready', userId });
    // isReconnect: the chat connection fetches GET /api/chat/offline/pending and refetches threads.
    expect(readies).toEqual([false, true]);
  });

  it('passes valid frames on and ignores what it cannot read', () => {
    const { client, sockets, frames } = setup();
    client.start();
    sockets[0]?.receive({ type: 'pong' });
    sockets[0]?.onmessage?.({ data: 'not json' } as MessageEvent);
    sockets[0]?.receive({ type: 'unknown-frame' });
    expect(frames).toEqual([{ type: 'pong' }]);
  });

  it('refreshes the session when the server refuses the token, then connects with the new one', async () => {
    const { client, sockets, reconnectTimers } = setup();
    client.start();
    sockets[0]?.drop(4401);
    await flush();
    reconnectTimers().at(-1)?.callback();
    sockets[1]?.open();
    await flush();
    expect(sockets[1]?.sent).toEqual([JSON.stringify({ type: 'auth', token: 'token-2' })]);
  });

  it('stops for good when stopped', () => {
    const { client, sockets, reconnectTimers, statuses } = setup();
    client.start();
    client.stop();
    sockets[0]?.drop();
    expect(reconnectTimers()).toEqual([]);
    expect(statuses.at(-1)).toBe('disconnected');
  });
});
