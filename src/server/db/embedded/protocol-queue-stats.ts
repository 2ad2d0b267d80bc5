import { appendFileSync } from 'node:fs';

/**
 * Where the embedded database's one backend spends its time (PGLITE_QUEUE_STATS=<file>, a
 * diagnostic for `npm run bench:load`, docs/performance.md): every 10 s the share of wall time it
 * executed messages and the share it sat idle holding a connection's open transaction or message
 * sequence while others queued; every 30 s the 40 costliest statements, with parse, bind (which
 * plans an unnamed statement) and execute counted apart. Off unless the variable names a file.
 */
export interface ProtocolQueueStats {
  executed(message: Uint8Array, handlerId: number, ms: number): void;
  /** The queue stopped for the open sequence's owner while others' messages waited. */
  blocked(): void;
  /** The queue runs again. */
  resumed(): void;
}

const decoder = new TextDecoder();

/** A zero-terminated string of a wire-protocol message from `start`, and where the next begins. */
function cString(message: Uint8Array, start: number) {
  const end = message.indexOf(0, start);
  return { text: decoder.decode(message.subarray(start, end)), next: end + 1 };
}

/** Head and tail: many statements share their column list and differ only in the end. */
function shorten(query: string): string {
  const text = query.replace(/\s+/g, ' ').trim();
  return text.length <= 150 ? text : `${text.slice(0, 70)} … ${text.slice(-75)}`;
}

export function createProtocolQueueStats(file: string | undefined): ProtocolQueueStats | null {
  if (!file) return null;
  const window = { execMs: 0, blockedMs: 0, blocks: 0, messages: 0, startedAt: performance.now() };
  let blockedSince = 0;
  // Another connection's message restarts the queue, which finds the owner still missing and
  // blocks again: one wait, counted once (it ends when a message runs).
  let isWaiting = false;
  const costs = new Map<string, { ms: number; count: number }>();
  // Named statements are parsed once and bound by name later; unnamed ones are bound (and run)
  // right after their connection's last Parse.
  const namedQueries = new Map<string, string>();
  const lastQueryOf = new Map<number, string>();

  const labelOf = (message: Uint8Array, handlerId: number): string => {
    const type = String.fromCharCode(message[0] ?? 0);
    if (type === 'Q') return `simple  ${shorten(cString(message, 5).text)}`;
    if (type === 'P') {
      const name = cString(message, 5);
      const query = shorten(cString(message, name.next).text);
      if (name.text) namedQueries.set(name.text, query);
      lastQueryOf.set(handlerId, query);
      return `parse   ${query}`;
    }
    if (type === 'B') {
      const portal = cString(message, 5);
      const statement = cString(message, portal.next).text;
      const query = (statement ? namedQueries.get(statement) : lastQueryOf.get(handlerId)) ?? '?';
      lastQueryOf.set(handlerId, query);
      return `bind    ${query}`;
    }
    if (type === 'E') return `execute ${lastQueryOf.get(handlerId) ?? '?'}`;
    return `message ${type}`;
  };

  setInterval(() => {
    const span = performance.now() - window.startedAt;
    appendFileSync(
      file,
      `[pglite] ${span.toFixed(0)} ms: executing ${window.execMs.toFixed(0)} ms, idle for an open sequence while others waited ${window.blockedMs.toFixed(0)} ms (${window.blocks} times), ${window.messages} messages\n`,
    );
    Object.assign(window, { execMs: 0, blockedMs: 0, blocks: 0, messages: 0, startedAt: performance.now() });
  }, 10_000).unref();
  setInterval(() => {
    const top = [...costs.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 40);
    const lines = top.map(
      ([label, { ms, count }]) =>
        `${ms.toFixed(0).padStart(7)} ms ${String(count).padStart(6)}x ${(ms / count).toFixed(2).padStart(6)} ms  ${label}`,
    );
    appendFileSync(file, `[pglite] costliest over 30 s:\n${lines.join('\n')}\n`);
    costs.clear();
  }, 30_000).unref();

  return {
    executed(message, handlerId, ms) {
      isWaiting = false;
      window.execMs += ms;
      window.messages += 1;
      const label = labelOf(message, handlerId);
      const entry = costs.get(label) ?? { ms: 0, count: 0 };
      entry.ms += ms;
      entry.count += 1;
      costs.set(label, entry);
    },
    blocked() {
      if (!isWaiting) window.blocks += 1;
      isWaiting = true;
      blockedSince = performance.now();
    },
    resumed() {
      if (!blockedSince) return;
      window.blockedMs += performance.now() - blockedSince;
      blockedSince = 0;
    },
  };
}
