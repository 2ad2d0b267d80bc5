/** A small seeded PRNG (mulberry32): the same seed gives the same hostile requests, run after run. */
export interface SeededRandom {
  readonly seed: number;
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, size). */
  below(size: number): number;
  pick<Item>(items: readonly Item[]): Item;
  chance(probability: number): boolean;
}

export function createSeededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
  const below = (size: number) => Math.floor(next() * size);
  return {
    seed,
    next,
    below,
    pick: <Item>(items: readonly Item[]) => {
      const item = items[below(items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
  };
}

/** A seed from FUZZ_SEED or the clock, to be printed so a failing run can be repeated. */
export function seedFromEnvironment(value: string | undefined): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : Date.now() % 2_147_483_647;
}
