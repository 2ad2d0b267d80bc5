import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProtocolQueueStats } from './protocol-queue-stats';

const encoder = new TextEncoder();

/** A wire-protocol message: type byte, length, then zero-terminated strings. */
function message(type: string, ...strings: string[]): Uint8Array {
  const body = strings.flatMap((text) => [...encoder.encode(text), 0]);
  const bytes = new Uint8Array(5 + body.length);
  bytes[0] = type.charCodeAt(0);
  new DataView(bytes.buffer).setInt32(1, 4 + body.length);
  bytes.set(body, 5);
  return bytes;
}

describe('embedded database queue stats (PGLITE_QUEUE_STATS)', () => {
  let directory: string;
  beforeEach(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'queue-stats-'));
    vi.useFakeTimers({ toFake: ['setInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    rmSync(directory, { recursive: true, force: true });
  });

  it('is off without a file', () => {
    expect(createProtocolQueueStats(undefined)).toBeNull();
    expect(createProtocolQueueStats('')).toBeNull();
  });

  it('charges parse, bind and execute to their statement, unnamed and named, per connection', () => {
    const file = path.join(directory, 'stats.log');
    const stats = createProtocolQueueStats(file);
    if (!stats) throw new Error('stats are on with a file');
    // Connection 1: an unnamed statement; connection 2: a named one, bound again later by name.
    stats.executed(message('P', '', 'SELECT  *\n FROM listings WHERE id = $1'), 1, 0.5);
    stats.executed(message('P', 'card', 'SELECT slug FROM listings'), 2, 0.25);
    stats.executed(message('B', '', ''), 1, 2);
    stats.executed(message('E', ''), 1, 3);
    stats.executed(message('B', '', 'card'), 2, 1);
    stats.executed(message('B', '', 'card'), 2, 1);
    stats.executed(message('S'), 1, 0.1);
    stats.executed(message('Q', 'COMMIT'), 1, 0.2);

    vi.advanceTimersByTime(30_000);
    const report = readFileSync(file, 'utf8');
    expect(report).toMatch(
      /executing 8 ms, idle for an open sequence while others waited 0 ms \(0 times\), 8 messages/,
    );
    const lines = report.split('\n');
    expect(lines).toContain('      3 ms      1x   3.00 ms  execute SELECT * FROM listings WHERE id = $1');
    expect(lines).toContain('      2 ms      1x   2.00 ms  bind    SELECT * FROM listings WHERE id = $1');
    expect(lines).toContain('      2 ms      2x   1.00 ms  bind    SELECT slug FROM listings');
    expect(lines).toContain('      0 ms      1x   0.20 ms  simple  COMMIT');
    expect(lines).toContain('      0 ms      1x   0.10 ms  message S');
    // Costliest first.
    expect(lines.findIndex((line) => line.includes('execute'))).toBeLessThan(
      lines.findIndex((line) => line.includes('parse   SELECT * FROM')),
    );
  });

  it('counts one wait once, however often other connections restart the queue during it', () => {
    const file = path.join(directory, 'stats.log');
    const stats = createProtocolQueueStats(file);
    if (!stats) throw new Error('stats are on with a file');
    stats.executed(message('Q', 'BEGIN'), 1, 0.2);
    stats.blocked();
    stats.resumed();
    stats.blocked();
    stats.resumed();
    stats.executed(message('Q', 'COMMIT'), 1, 0.2);
    stats.blocked();
    stats.resumed();

    vi.advanceTimersByTime(10_000);
    expect(readFileSync(file, 'utf8')).toMatch(/\(2 times\), 2 messages/);
  });
});
