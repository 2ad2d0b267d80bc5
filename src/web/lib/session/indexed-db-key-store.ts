import type { CryptoKeyStore } from './secure-token-storage';

const databaseName = 'kleinkram-secure';
const storeName = 'keys';
const sessionKeyId = 'session-token-key';

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('IndexedDB is not available'));
      return;
    }
    const request = indexedDB.open(databaseName, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return openDatabase().then(
    (database) =>
      new Promise<T>((resolve, reject) => {
        const transaction = database.transaction(storeName, mode);
        const request = action(transaction.objectStore(storeName));
        transaction.oncomplete = () => {
          database.close();
          resolve(request.result);
        };
        transaction.onerror = () => {
          database.close();
          reject(transaction.error);
        };
      }),
  );
}

/**
 * A CryptoKey survives in IndexedDB through structured clone, and a non-extractable one stays
 * non-extractable there: the page can encrypt and decrypt with it but never read its bytes.
 */
export function createIndexedDbKeyStore(): CryptoKeyStore {
  return {
    async load() {
      const value = await run('readonly', (store) => store.get(sessionKeyId));
      return value instanceof CryptoKey ? value : null;
    },
    async save(key) {
      await run('readwrite', (store) => store.put(key, sessionKeyId));
    },
  };
}
