/** Where the AES key lives; in the browser IndexedDB (see indexed-db-key-store.ts). */
export interface CryptoKeyStore {
  load(): Promise<CryptoKey | null>;
  save(key: CryptoKey): Promise<void>;
}

/** The part of the Web Storage API we use, so tests can pass a Map-backed fake. */
export type TextStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface StoredRefreshToken {
  refreshToken: string;
  /** "Stay signed in": kept in localStorage, else in sessionStorage. */
  isRemembered: boolean;
}

export interface SecureTokenStorage {
  /** Whether a stored token exists (synchronous, without decrypting), to decide the start state. */
  hasStoredToken(): boolean;
  save(refreshToken: string, options: { isRemembered: boolean }): Promise<void>;
  /** The decrypted token, or null when none is stored or it cannot be decrypted (then it is removed). */
  load(): Promise<StoredRefreshToken | null>;
  clear(): void;
}

/** Spec §9: secure storage uses a 32-byte key with AES-GCM. */
const keyAlgorithm = { name: 'AES-GCM', length: 256 } as const;
const ivLength = 12;
const recordVersion = 1;
/** Binds the ciphertext to its purpose: a record copied from elsewhere does not decrypt here. */
const additionalData = new TextEncoder().encode('kleinkram.refresh-token.v1');

interface EncryptedRecord {
  version: typeof recordVersion;
  iv: string;
  ciphertext: string;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (character) => character.charCodeAt(0));
}

function parseRecord(text: string | null): EncryptedRecord | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<EncryptedRecord>;
    if (
      value.version !== recordVersion ||
      typeof value.iv !== 'string' ||
      typeof value.ciphertext !== 'string'
    ) {
      return null;
    }
    return value as EncryptedRecord;
  } catch {
    return null;
  }
}

/**
 * Keeps the refresh token encrypted at rest (spec §3/§9): AES-GCM under a non-extractable key that
 * script can use but never read, so a copy of the browser's storage alone does not reveal the token.
 * The access token is never stored at all.
 */
export function createSecureTokenStorage(options: {
  keyStore: CryptoKeyStore;
  /** localStorage: survives the browser being closed. */
  persistentStorage: TextStorage;
  /** sessionStorage: ends with the tab. */
  tabStorage: TextStorage;
  storageKey: string;
  subtle?: SubtleCrypto;
  randomValues?: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;
}): SecureTokenStorage {
  const { keyStore, persistentStorage, tabStorage, storageKey } = options;
  const subtle = options.subtle ?? globalThis.crypto.subtle;
  const randomValues = options.randomValues ?? ((bytes) => globalThis.crypto.getRandomValues(bytes));
  let keyPromise: Promise<CryptoKey> | null = null;

  async function loadOrCreateKey(): Promise<CryptoKey> {
    const stored = await keyStore.load().catch(() => null);
    if (stored) return stored;
    const key = await subtle.generateKey(keyAlgorithm, false, ['encrypt', 'decrypt']);
    // Without IndexedDB (some private modes) the key lives for this page only: sign-in still works,
    // the session just does not survive a reload.
    await keyStore.save(key).catch((error: unknown) => console.warn('Session key not persisted', error));
    return key;
  }

  function key(): Promise<CryptoKey> {
    keyPromise ??= loadOrCreateKey().catch((error: unknown) => {
      keyPromise = null;
      throw error;
    });
    return keyPromise;
  }

  function readStored(): { record: EncryptedRecord; isRemembered: boolean } | null {
    const remembered = parseRecord(persistentStorage.getItem(storageKey));
    if (remembered) return { record: remembered, isRemembered: true };
    const perTab = parseRecord(tabStorage.getItem(storageKey));
    return perTab ? { record: perTab, isRemembered: false } : null;
  }

  function clear() {
    persistentStorage.removeItem(storageKey);
    tabStorage.removeItem(storageKey);
  }

  return {
    hasStoredToken: () => readStored() !== null,

    async save(refreshToken, { isRemembered }) {
      const iv = randomValues(new Uint8Array(ivLength));
      const ciphertext = await subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData },
        await key(),
        new TextEncoder().encode(refreshToken),
      );
      const record: EncryptedRecord = {
        version: recordVersion,
        iv: toBase64(iv),
        ciphertext: toBase64(new Uint8Array(ciphertext)),
      };
      // Write the new record before removing the other place's copy: other tabs watch localStorage
      // and would read a momentary removal as a sign-out.
      (isRemembered ? persistentStorage : tabStorage).setItem(storageKey, JSON.stringify(record));
      (isRemembered ? tabStorage : persistentStorage).removeItem(storageKey);
    },

    async load() {
      const stored = readStored();
      if (!stored) return null;
      try {
        const plaintext = await subtle.decrypt(
          { name: 'AES-GCM', iv: fromBase64(stored.record.iv), additionalData },
          await key(),
          fromBase64(stored.record.ciphertext),
        );
        return { refreshToken: new TextDecoder().decode(plaintext), isRemembered: stored.isRemembered };
      } catch {
        // Tampered, or encrypted under a key that is gone (site data partly cleared): unusable.
        clear();
        return null;
      }
    },

    clear,
  };
}
