import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutHandoffs } from '../../db/schema/orders.schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  createHandoffLatencyReader,
  defaultHandoffLatencyMs,
  handoffLatencyCacheTtlMs,
} from './checkout-handoffs.service';

describe('expected hand-off latency per node for a minute (ADR 088)', () => {
  let context: TestContext;
  // A channel of this file alone, so other files' hand-offs never move its median.
  const channel = `latency-cache-test-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(async () => {
    await context.database.db.delete(checkoutHandoffs).where(eq(checkoutHandoffs.channel, channel));
    await context.close();
  });

  const recordHandoff = (latencyMs: number) =>
    context.database.db.insert(checkoutHandoffs).values({ channel, latencyMs });

  it('reads a channel’s median once per TTL on the injected clock', async () => {
    let clock = 0;
    const latencyOf = createHandoffLatencyReader(context.database.db, { isCached: true, now: () => clock });
    expect(await latencyOf(channel)).toBe(defaultHandoffLatencyMs);
    await recordHandoff(1_200);
    clock = handoffLatencyCacheTtlMs - 1;
    expect(await latencyOf(channel)).toBe(defaultHandoffLatencyMs);
    clock = handoffLatencyCacheTtlMs;
    expect(await latencyOf(channel)).toBe(1_200);
  });

  it('reads every time when the cache is off', async () => {
    const latencyOf = createHandoffLatencyReader(context.database.db, { isCached: false });
    const before = await latencyOf(channel);
    await recordHandoff(before + 2_000);
    await recordHandoff(before + 2_000);
    expect(await latencyOf(channel)).toBe(before + 2_000);
  });
});
