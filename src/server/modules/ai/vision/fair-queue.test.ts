import { describe, expect, it } from 'vitest';
import { createFairQueue, type QueueLane } from './fair-queue';

function queueOf() {
  const queue = createFairQueue<string>();
  const push = (account: string, items: string[], lane: QueueLane = 'background') => {
    for (const item of items) queue.push(item, { account, lane, key: item });
  };
  const take = (count: number) => Array.from({ length: count }, () => queue.shift());
  return { queue, push, take };
}

const named = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`);

describe('fair queue for the vision worker', () => {
  it('keeps one account’s work in the order it came', () => {
    const { push, take, queue } = queueOf();
    push('a', named('a', 4));
    expect(take(5)).toEqual(['a1', 'a2', 'a3', 'a4', undefined]);
    expect(queue.size).toBe(0);
  });

  it('puts another account’s photos between a backlog, starting with the next turn', () => {
    const { push, take } = queueOf();
    // Issue 14: fifteen photos of one account, the first already running, then a seller's three.
    push('flood', named('f', 15));
    expect(take(1)).toEqual(['f1']);
    push('seller', named('s', 3));
    expect(take(8)).toEqual(['s1', 'f2', 's2', 'f3', 's3', 'f4', 'f5', 'f6']);
  });

  it('lets an account that was never served go before accounts already taking turns', () => {
    const { push, take } = queueOf();
    push('a', named('a', 3));
    push('b', named('b', 3));
    expect(take(2)).toEqual(['a1', 'b1']);
    push('c', ['c1']);
    expect(take(5)).toEqual(['c1', 'a2', 'b2', 'a3', 'b3']);
  });

  it('gives an account that keeps its queue short no more than its turn', () => {
    const { push, take } = queueOf();
    push('backlog', named('b', 5));
    expect(take(1)).toEqual(['b1']);
    // One photo at a time, each sent just before the worker is free again.
    const order: (string | undefined)[] = [];
    for (const item of named('p', 3)) {
      push('pacer', [item]);
      order.push(...take(1));
    }
    order.push(...take(4));
    expect(order).toEqual(['p1', 'b2', 'p2', 'b3', 'p3', 'b4', 'b5']);
  });

  it('serves urgent work before any background work, still taking turns between accounts', () => {
    const { push, take } = queueOf();
    push('flood', named('f', 5));
    push('seller', ['s1', 's2'], 'urgent');
    push('other', ['o1'], 'urgent');
    expect(take(5)).toEqual(['s1', 'o1', 's2', 'f1', 'f2']);
  });

  it('moves waiting background work to the urgent lane when a draft starts waiting for it', () => {
    const { push, take, queue } = queueOf();
    push('flood', named('f', 6));
    push('seller', named('s', 3));
    expect(take(1)).toEqual(['f1']);
    // The draft waits for s2 and s3; s1 already goes next by turn anyway.
    expect(queue.promote('s3')).toBe(1);
    expect(queue.promote('s2')).toBe(1);
    expect(queue.promote('unknown')).toBe(0);
    expect(queue.promote('s3')).toBe(0);
    // Promoted items keep their order within the account (s2 before s3); served twice, the seller's
    // remaining background photo then waits for the flood's turn.
    expect(take(5)).toEqual(['s2', 's3', 'f2', 's1', 'f3']);
    expect(queue.size).toBe(3);
  });

  it('says which lane an item was taken from, after a promotion too', () => {
    const { push, queue } = queueOf();
    push('seller', ['s1', 's2']);
    queue.promote('s2');
    expect(queue.next()).toEqual({ item: 's2', placement: { account: 'seller', lane: 'urgent', key: 's2' } });
    expect(queue.next()).toEqual({
      item: 's1',
      placement: { account: 'seller', lane: 'background', key: 's1' },
    });
    expect(queue.next()).toBeUndefined();
  });

  it('puts an interrupted item back first of its account, without giving the account its turn back', () => {
    const { push, take, queue } = queueOf();
    push('flood', ['f1', 'f2']);
    push('seller', ['s1', 's2']);
    expect(take(1)).toEqual(['f1']);
    // f1 was stopped for a draft: it goes back ahead of f2, but the seller has the next turn.
    queue.returnToFront('f1', { account: 'flood', lane: 'background', key: 'f1' });
    expect(take(4)).toEqual(['s1', 'f1', 's2', 'f2']);
  });

  it('hands every waiting item back in the order it was pushed', () => {
    const { push, queue, take } = queueOf();
    push('a', ['a1', 'a2']);
    push('b', ['b1'], 'urgent');
    push('a', ['a3']);
    queue.promote('a2');
    expect(queue.drain()).toEqual(['a1', 'a2', 'b1', 'a3']);
    expect(queue.size).toBe(0);
    expect(take(1)).toEqual([undefined]);
  });
});
