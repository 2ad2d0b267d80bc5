import { reconnectBaseDelayMs, reconnectMaxDelayMs } from '@shared/chat/chat-constants';
import {
  type ClientFrame,
  chatSocketCloseCodes,
  chatSocketPath,
  type ServerFrame,
  serverFrameSchema,
} from '@shared/chat/chat-socket.schema';

/** Spec §4 chat connection. */
export type ChatConnectionStatus = 'connecting' | 'connected' | 'disconnected';

/** Spec §9 retry: 600 ms, doubling, at most 4000 ms (attempt is 1-based). */
export function reconnectDelayMs(attempt: number): number {
  const exponent = Math.max(0, Math.floor(attempt) - 1);
  return Math.min(reconnectBaseDelayMs * 2 ** exponent, reconnectMaxDelayMs);
}

/** ws: or wss: to the page's own host, so the socket follows the page (and its proxy) wherever it runs. */
export function chatSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${chatSocketPath}`;
}

/** Keeps idle connections open through proxies that drop silent sockets. */
export const chatPingIntervalMs = 25_000;

export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export interface ChatSocketClientOptions {
  url: string;
  createSocket(url: string): SocketLike;
  getAccessToken(): Promise<string | null>;
  /** Asked after the server refused the token; true when a new one is available. */
  refreshSession(): Promise<boolean>;
  onStatus(status: ChatConnectionStatus): void;
  onFrame(frame: ServerFrame): void;
  /** The server accepted the token; `isReconnect` after any earlier connection of this client. */
  onReady(isReconnect: boolean): void;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

const openState = 1;

/**
 * One WebSocket to `/api/chat/socket` (ADR 056). The first frame carries the access token (a
 * browser cannot send headers on a WebSocket); a dropped connection is tried again with backoff until
 * `stop()`. Messages are never sent over the socket: HTTP with a client id is the only way in.
 */
export class ChatSocketClient {
  private socket: SocketLike | null = null;
  private attempt = 0;
  private hasBeenReady = false;
  private isStopped = true;
  private reconnectTimer: unknown = null;
  private pingTimer: unknown = null;
  private status: ChatConnectionStatus = 'disconnected';
  private readonly setTimer: (callback: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(private readonly options: ChatSocketClientOptions) {
    this.setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
    this.clearTimer =
      options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  }

  getStatus(): ChatConnectionStatus {
    return this.status;
  }

  start(): void {
    if (!this.isStopped) return;
    this.isStopped = false;
    this.connect();
  }

  stop(): void {
    this.isStopped = true;
    this.cancelTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000, 'client stopped');
    }
    this.setStatus('disconnected');
  }

  /** Connect now rather than after the backoff (the browser came back online). */
  reconnectNow(): void {
    if (this.isStopped || this.status !== 'disconnected') return;
    this.cancelTimers();
    this.connect();
  }

  /** The access token was refreshed: an open socket authenticates again with the new one. */
  async reauthenticate(): Promise<void> {
    if (this.status !== 'connected') return;
    const token = await this.options.getAccessToken();
    if (token) this.send({ type: 'auth', token });
  }

  send(frame: ClientFrame): boolean {
    if (!this.socket || this.socket.readyState !== openState) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  private setStatus(status: ChatConnectionStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.options.onStatus(status);
  }

  private cancelTimers(): void {
    if (this.reconnectTimer !== null) this.clearTimer(this.reconnectTimer);
    if (this.pingTimer !== null) this.clearTimer(this.pingTimer);
    this.reconnectTimer = null;
    this.pingTimer = null;
  }

  private connect(): void {
    this.setStatus('connecting');
    let socket: SocketLike;
    try {
      socket = this.options.createSocket(this.options.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      void this.options.getAccessToken().then((token) => {
        if (this.socket !== socket) return;
        if (!token) {
          socket.close(1000, 'no session');
          return;
        }
        this.send({ type: 'auth', token });
      });
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => {
      // The close event follows and decides what happens next.
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.pingTimer !== null) this.clearTimer(this.pingTimer);
      this.pingTimer = null;
      this.setStatus('disconnected');
      if (this.isStopped) return;
      if (event.code === chatSocketCloseCodes.unauthenticated) {
        void this.options.refreshSession().then(
          (isRefreshed) => {
            if (isRefreshed) this.scheduleReconnect();
            else this.isStopped = true;
          },
          () => this.scheduleReconnect(),
        );
        return;
      }
      this.scheduleReconnect();
    };
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    const result = serverFrameSchema.safeParse(parsed);
    if (!result.success) return;
    const frame = result.data;
    if (frame.type === 'ready') {
      const isReconnect = this.hasBeenReady;
      this.hasBeenReady = true;
      this.attempt = 0;
      this.setStatus('connected');
      this.schedulePing();
      this.options.onReady(isReconnect);
    }
    this.options.onFrame(frame);
  }

  private schedulePing(): void {
    if (this.pingTimer !== null) this.clearTimer(this.pingTimer);
    this.pingTimer = this.setTimer(() => {
      this.pingTimer = null;
      if (this.send({ type: 'ping' })) this.schedulePing();
    }, chatPingIntervalMs);
  }

  private scheduleReconnect(): void {
    if (this.isStopped) return;
    this.attempt += 1;
    this.setStatus('disconnected');
    this.reconnectTimer = this.setTimer(() => {
      this.reconnectTimer = null;
      if (!this.isStopped) this.connect();
    }, reconnectDelayMs(this.attempt));
  }
}
