/**
 * Picks items by a Zipf distribution: the item of rank k (1-based) with probability proportional to
 * 1 / k^exponent. Search traffic looks like this (a few queries very often, a long tail once), which
 * is what a first-page cache meets in production (ADR 078); exponent 1 is the classic web-query fit.
 * Deterministic for a seed, so two runs draw the same workload.
 */
export interface ZipfPicker<T> {
  pick(): T;
  /** Probability of the item at `rank` (1-based). */
  probabilityOf(rank: number): number;
}

/** mulberry32: a small seeded generator, enough for drawing a workload (not for anything secret). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function createZipfPicker<T>(
  items: readonly T[],
  options: { exponent?: number; random?: () => number } = {},
): ZipfPicker<T> {
  if (items.length === 0) throw new Error('a Zipf picker needs at least one item');
  const exponent = options.exponent ?? 1;
  if (!(exponent >= 0)) throw new Error('the Zipf exponent must be 0 or more');
  const random = options.random ?? Math.random;
  const weights = items.map((_, index) => 1 / (index + 1) ** exponent);
  const sum = weights.reduce((total, weight) => total + weight, 0);
  // Cumulative probabilities; a draw is a binary search over them.
  const cumulative: number[] = [];
  let running = 0;
  for (const weight of weights) {
    running += weight / sum;
    cumulative.push(running);
  }
  return {
    pick() {
      const draw = random();
      let low = 0;
      let high = cumulative.length - 1;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if ((cumulative[middle] ?? 1) > draw) high = middle;
        else low = middle + 1;
      }
      return items[low] as T;
    },
    probabilityOf(rank) {
      const weight = weights[rank - 1];
      return weight === undefined ? 0 : weight / sum;
    },
  };
}
