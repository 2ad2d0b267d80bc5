import { describe, expect, it } from 'vitest';
import { InFlightHandlers } from './in-flight-handlers';

const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('InFlightHandlers', () => {
  it('counts running handlers and settles when the last one ends, failed or not', async () => {
    const handlers = new InFlightHandlers();
    expect(await handlers.settled(10)).toEqual({ stillRunning: 0 });
    const first = handlers.run(() => later(30, 'a'));
    const second = handlers.run(() => later(60, 'b').then(() => Promise.reject(new Error('boom'))));
    expect(handlers.count).toBe(2);
    const settled = handlers.settled(5_000);
    expect(await first).toBe('a');
    await expect(second).rejects.toThrow('boom');
    expect(await settled).toEqual({ stillRunning: 0 });
    expect(handlers.count).toBe(0);
  });

  it('gives up after its time box and says how many still run', async () => {
    const handlers = new InFlightHandlers();
    const slow = handlers.run(() => later(300, 'slow'));
    const started = Date.now();
    expect(await handlers.settled(40)).toEqual({ stillRunning: 1 });
    expect(Date.now() - started).toBeLessThan(250);
    await slow;
  });
});
