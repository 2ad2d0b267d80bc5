import type { CryptoKeyStore, TextStorage } from './secure-token-storage';

/** A Map-backed stand-in for localStorage / sessionStorage. */
export class MemoryStorage implements TextStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/** IndexedDB does not exist in Node; the key lives in memory here (structured clone is the browser's part). */
export function createMemoryKeyStore(): CryptoKeyStore & { key: CryptoKey | null; saves: number } {
  const store = {
    key: null as CryptoKey | null,
    saves: 0,
    load: async () => store.key,
    save: async (key: CryptoKey) => {
      store.key = key;
      store.saves += 1;
    },
  };
  return store;
}
