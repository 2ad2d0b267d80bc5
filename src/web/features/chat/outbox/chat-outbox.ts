/**
 * Spec §4 chat connection, offline first (ADR 056): a message written without a connection waits
 * here, on the device and per user, until it can be sent. Each keeps the client id it was given when
 * written, so sending it again (after a reload, a lost answer, a reconnect) never makes a second
 * message: the server answers a retry with the message the first try created.
 */

export type OutboxState = 'queued' | 'sending' | 'failed';

export interface OutboxItem {
  clientId: string;
  threadId: string;
  body: string;
  createdAt: string;
  state: OutboxState;
  /** Set for a failed item: the server's error code (translated by the web) and its English message. */
  errorCode: string | null;
  errorMessage: string | null;
}

interface StoredOutbox {
  version: 1;
  items: OutboxItem[];
}

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function outboxStorageKey(prefix: string, userId: string): string {
  return `${prefix}.${userId}`;
}

function isOutboxItem(value: unknown): value is OutboxItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.clientId === 'string' &&
    typeof item.threadId === 'string' &&
    typeof item.body === 'string' &&
    typeof item.createdAt === 'string' &&
    (item.state === 'queued' || item.state === 'sending' || item.state === 'failed')
  );
}

/** Reads a stored outbox; an item that was being sent when the page went away is queued again. */
export function readOutbox(storage: KeyValueStorage, key: string): OutboxItem[] {
  try {
    const raw = storage.getItem(key);
    if (!raw) return [];
    const parsed = JSON.parse(raw) as Partial<StoredOutbox>;
    if (parsed.version !== 1 || !Array.isArray(parsed.items)) return [];
    return parsed.items.filter(isOutboxItem).map((item) => ({
      ...item,
      state: item.state === 'sending' ? 'queued' : item.state,
      errorCode: item.errorCode ?? null,
      errorMessage: item.errorMessage ?? null,
    }));
  } catch {
    return [];
  }
}

export function writeOutbox(storage: KeyValueStorage, key: string, items: OutboxItem[]): void {
  try {
    if (items.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify({ version: 1, items } satisfies StoredOutbox));
  } catch (error) {
    // A full or blocked storage must not lose the message in this tab: it stays in memory.
    console.warn('The chat outbox could not be stored', error);
  }
}

/** Adds a message at the end; a client id already queued is kept once (the first, in its place). */
export function enqueue(items: OutboxItem[], item: OutboxItem): OutboxItem[] {
  if (items.some((existing) => existing.clientId === item.clientId)) return items;
  return [...items, item];
}

export function updateItem(
  items: OutboxItem[],
  clientId: string,
  change: Partial<Omit<OutboxItem, 'clientId'>>,
): OutboxItem[] {
  return items.map((item) => (item.clientId === clientId ? { ...item, ...change } : item));
}

export function removeItem(items: OutboxItem[], clientId: string): OutboxItem[] {
  return items.filter((item) => item.clientId !== clientId);
}

/** The next message to send: the oldest queued one, so messages arrive in the order they were written. */
export function nextToSend(items: OutboxItem[]): OutboxItem | undefined {
  return items.find((item) => item.state === 'queued');
}

/** What a failed send means for the queued message. */
export type SendFailure = 'retry-later' | 'failed';

/**
 * No answer (status 0), a timeout, too many requests or a server error: the message waits for the
 * next chance. Any other answer (blocked, consent missing, too long) will not change by retrying: the
 * message is marked failed and shown with the reason, to be deleted or retried by hand.
 */
export function classifySendFailure(status: number): SendFailure {
  if (status === 0 || status === 408 || status === 425 || status === 429 || status >= 500) {
    return 'retry-later';
  }
  return 'failed';
}
