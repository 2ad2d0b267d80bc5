/**
 * Someone waits for the answer (a draft) or nobody does yet (the analysis an upload starts).
 * Urgent work always goes first; background work fills the time in between.
 */
export type QueueLane = 'urgent' | 'background';

export interface QueuePlacement {
  /** Whose work this is; work of one account never waits for more than one turn of each other account. */
  account: string;
  lane: QueueLane;
  /** Names the work (a media asset id) so it can be moved to the urgent lane later. */
  key?: string;
}

export interface FairQueue<Item> {
  push(item: Item, placement: QueuePlacement): void;
  /** Puts an item back at the head of its account's work (it was interrupted); the account's turn is not given back. */
  returnToFront(item: Item, placement: QueuePlacement): void;
  /** The next item: urgent before background; within a lane, the account served longest ago. */
  shift(): Item | undefined;
  /** As `shift`, with where the item stood when it was taken (`promote` may have changed its lane). */
  next(): { item: Item; placement: QueuePlacement } | undefined;
  /** Moves the waiting background items with this key to the urgent lane; answers how many moved. */
  promote(key: string): number;
  /** Takes every waiting item out, in the order they were pushed. */
  drain(): Item[];
  readonly size: number;
  readonly hasUrgent: boolean;
}

/** Accounts remembered as served; beyond this, the longest ago is forgotten. */
const servedAccountsKept = 10_000;

interface Entry<Item> {
  item: Item;
  account: string;
  key: string | undefined;
  /** Push order: keeps an account's own items in order, and breaks ties between accounts. */
  sequence: number;
}

/**
 * Work for the one vision worker, taken in turns between accounts (issue 14): fifteen photos of one
 * account used to queue ahead of another account's draft for two and a half minutes. The account
 * served least recently goes next, so a newcomer goes before an account with a backlog, and an
 * account that keeps its queue short gains nothing over one that queues much. Pure and synchronous,
 * so its order is tested without a worker.
 */
export function createFairQueue<Item>(): FairQueue<Item> {
  const lanes: Record<QueueLane, Map<string, Entry<Item>[]>> = { urgent: new Map(), background: new Map() };
  /** Turn number at which each account was last served, least recently served first. */
  const lastServed = new Map<string, number>();
  let pushed = 0;
  /** Items put back get ever smaller sequence numbers, so they sort before everything pushed. */
  let returned = 0;
  let turns = 0;
  let size = 0;

  const append = (lane: QueueLane, entry: Entry<Item>) => {
    const waiting = lanes[lane].get(entry.account);
    if (!waiting) {
      lanes[lane].set(entry.account, [entry]);
      return;
    }
    // Promoted items keep their place among the account's urgent items.
    let index = waiting.length;
    while (index > 0 && (waiting[index - 1]?.sequence ?? 0) > entry.sequence) index -= 1;
    waiting.splice(index, 0, entry);
  };

  const markServed = (account: string) => {
    turns += 1;
    lastServed.delete(account);
    lastServed.set(account, turns);
    // Forgetting the account served longest ago only moves it to where it would stand anyway.
    if (lastServed.size > servedAccountsKept) lastServed.delete(lastServed.keys().next().value as string);
  };

  const nextAccount = (lane: QueueLane): string | undefined => {
    let chosen: { account: string; served: number; sequence: number } | undefined;
    for (const [account, waiting] of lanes[lane]) {
      const served = lastServed.get(account) ?? -1;
      const sequence = waiting[0]?.sequence ?? 0;
      if (!chosen || served < chosen.served || (served === chosen.served && sequence < chosen.sequence)) {
        chosen = { account, served, sequence };
      }
    }
    return chosen?.account;
  };

  const takeNext = () => {
    for (const lane of ['urgent', 'background'] as const) {
      const account = nextAccount(lane);
      if (account === undefined) continue;
      const waiting = lanes[lane].get(account) ?? [];
      const entry = waiting.shift();
      if (waiting.length === 0) lanes[lane].delete(account);
      if (!entry) continue;
      size -= 1;
      markServed(account);
      const placement: QueuePlacement = { account, lane, ...(entry.key ? { key: entry.key } : {}) };
      return { item: entry.item, placement };
    }
    return undefined;
  };

  return {
    push(item, placement) {
      append(placement.lane, { item, account: placement.account, key: placement.key, sequence: pushed++ });
      size += 1;
    },
    returnToFront(item, placement) {
      returned += 1;
      append(placement.lane, { item, account: placement.account, key: placement.key, sequence: -returned });
      size += 1;
    },
    next: takeNext,
    shift() {
      return takeNext()?.item;
    },
    promote(key) {
      let moved = 0;
      for (const [account, waiting] of lanes.background) {
        const staying = waiting.filter((entry) => entry.key !== key);
        if (staying.length === waiting.length) continue;
        for (const entry of waiting) {
          if (entry.key !== key) continue;
          append('urgent', entry);
          moved += 1;
        }
        if (staying.length > 0) lanes.background.set(account, staying);
        else lanes.background.delete(account);
      }
      return moved;
    },
    drain() {
      const entries = [...lanes.urgent.values(), ...lanes.background.values()].flat();
      lanes.urgent.clear();
      lanes.background.clear();
      size = 0;
      return entries.sort((left, right) => left.sequence - right.sequence).map((entry) => entry.item);
    },
    get size() {
      return size;
    },
    get hasUrgent() {
      return lanes.urgent.size > 0;
    },
  };
}
