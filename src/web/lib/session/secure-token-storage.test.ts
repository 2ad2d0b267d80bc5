import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryKeyStore, MemoryStorage } from './memory-storage.test-helper';
import { createSecureTokenStorage } from './secure-token-storage';

const storageKey = 'kleinkram.session';
const refreshToken = 'rt_3f9a1c0d2b7e4a55b6c8d9e0f1a2b3c4d5e6f708192a3b4c';

let keyStore: ReturnType<typeof createMemoryKeyStore>;
let persistentStorage: MemoryStorage;
let tabStorage: MemoryStorage;

function createStorage() {
  return createSecureTokenStorage({ keyStore, persistentStorage, tabStorage, storageKey });
}

beforeEach(() => {
  keyStore = createMemoryKeyStore();
  persistentStorage = new MemoryStorage();
  tabStorage = new MemoryStorage();
});

describe('createSecureTokenStorage (AES-GCM, WebCrypto)', () => {
  it('round-trips a token and never stores it in plain text', async () => {
    const storage = createStorage();
    await storage.save(refreshToken, { isRemembered: false });

    const stored = tabStorage.getItem(storageKey) ?? '';
    expect(stored).not.toContain(refreshToken);
    expect(JSON.parse(stored)).toEqual({
      version: 1,
      iv: expect.any(String),
      ciphertext: expect.any(String),
    });
    expect(await storage.load()).toEqual({ refreshToken, isRemembered: false });
  });

  it('generates a non-extractable 256-bit AES-GCM key once and reuses it', async () => {
    const storage = createStorage();
    await storage.save(refreshToken, { isRemembered: true });
    await storage.save('second-token-value', { isRemembered: true });

    expect(keyStore.saves).toBe(1);
    expect(keyStore.key?.extractable).toBe(false);
    expect(keyStore.key?.algorithm).toEqual({ name: 'AES-GCM', length: 256 });
    await expect(crypto.subtle.exportKey('raw', keyStore.key as CryptoKey)).rejects.toThrow();
  });

  it('uses a fresh IV for every save', async () => {
    const storage = createStorage();
    await storage.save(refreshToken, { isRemembered: true });
    const first = JSON.parse(persistentStorage.getItem(storageKey) ?? '{}');
    await storage.save(refreshToken, { isRemembered: true });
    const second = JSON.parse(persistentStorage.getItem(storageKey) ?? '{}');
    expect(second.iv).not.toBe(first.iv);
    expect(second.ciphertext).not.toBe(first.ciphertext);
  });

  it('"Stay signed in" keeps it in localStorage, otherwise in sessionStorage, never both', async () => {
    const storage = createStorage();
    await storage.save(refreshToken, { isRemembered: true });
    expect(persistentStorage.getItem(storageKey)).not.toBeNull();
    expect(tabStorage.getItem(storageKey)).toBeNull();

    await storage.save(refreshToken, { isRemembered: false });
    expect(persistentStorage.getItem(storageKey)).toBeNull();
    expect(tabStorage.getItem(storageKey)).not.toBeNull();
    expect(await storage.load()).toEqual({ refreshToken, isRemembered: false });
  });

  it('a new page (same key store) decrypts what an earlier one stored', async () => {
    await createStorage().save(refreshToken, { isRemembered: true });
    const later = createStorage();
    expect(later.hasStoredToken()).toBe(true);
    expect(await later.load()).toEqual({ refreshToken, isRemembered: true });
  });

  it('a record encrypted under another key is unusable and removed', async () => {
    await createStorage().save(refreshToken, { isRemembered: true });
    keyStore.key = null;
    const otherKeyStorage = createStorage();

    expect(await otherKeyStorage.load()).toBeNull();
    expect(persistentStorage.getItem(storageKey)).toBeNull();
  });

  it('a tampered ciphertext fails the authentication tag and is removed', async () => {
    const storage = createStorage();
    await storage.save(refreshToken, { isRemembered: false });
    const record = JSON.parse(tabStorage.getItem(storageKey) ?? '{}');
    const bytes = Buffer.from(record.ciphertext, 'base64');
    bytes[0] = (bytes[0] ?? 0) ^ 0xff;
    tabStorage.setItem(storageKey, JSON.stringify({ ...record, ciphertext: bytes.toString('base64') }));

    expect(await storage.load()).toBeNull();
    expect(storage.hasStoredToken()).toBe(false);
  });

  it('ignores records it does not understand', async () => {
    tabStorage.setItem(storageKey, '{"version":2,"iv":"x","ciphertext":"y"}');
    persistentStorage.setItem(storageKey, 'not json');
    const storage = createStorage();
    expect(storage.hasStoredToken()).toBe(false);
    expect(await storage.load()).toBeNull();
  });

  it('clear removes the stored secret from both places', async () => {
    const storage = createStorage();
    await storage.save(refreshToken, { isRemembered: true });
    storage.clear();
    expect(storage.hasStoredToken()).toBe(false);
    expect(await storage.load()).toBeNull();
  });

  it('still works for this page when the key cannot be persisted', async () => {
    const failingKeyStore = {
      load: async () => null,
      save: async () => {
        throw new Error('IndexedDB unavailable');
      },
    };
    const storage = createSecureTokenStorage({
      keyStore: failingKeyStore,
      persistentStorage,
      tabStorage,
      storageKey,
    });
    const warn = console.warn;
    console.warn = () => {};
    try {
      await storage.save(refreshToken, { isRemembered: false });
      expect(await storage.load()).toEqual({ refreshToken, isRemembered: false });
    } finally {
      console.warn = warn;
    }
  });
});
