/**
 * One file kept in this browser across a page load and a new tab (IndexedDB stores Blobs; Web
 * Storage does not): registration keeps the chosen logo here until the firm confirms its address
 * and is signed in, which is when it may be uploaded (storage.rules). Every function resolves,
 * never throws: a browser without IndexedDB (some private modes) simply keeps nothing, and the
 * caller says so.
 */
const DB_NAME = 'regmatch-kept-files';
const STORE = 'files';

export interface KeptFile {
  /** Whose file it is (the registration's address), so it is never uploaded for another account. */
  owner: string;
  file: File;
  keptAt: number;
}

function open(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    try {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest, fallback: T): Promise<T> {
  const db = await open();
  if (!db) return fallback;
  return new Promise<T>((resolve) => {
    try {
      const tx = db.transaction(STORE, mode);
      const request = work(tx.objectStore(STORE));
      tx.oncomplete = () => (db.close(), resolve((mode === 'readonly' ? request.result : true) as T));
      tx.onerror = () => (db.close(), resolve(fallback));
      tx.onabort = () => (db.close(), resolve(fallback));
    } catch {
      db.close();
      resolve(fallback);
    }
  });
}

/** Keeps `file` under `key`; false when this browser cannot keep it. */
export const keepFile = (key: string, kept: KeptFile): Promise<boolean> =>
  run<boolean>('readwrite', (store) => store.put(kept, key), false);

/** The file kept under `key`, or null (none, or unreadable). */
export async function readKeptFile(key: string): Promise<KeptFile | null> {
  const value = await run<unknown>('readonly', (store) => store.get(key), null);
  if (!value || typeof value !== 'object') return null;
  const { owner, file, keptAt } = value as Partial<KeptFile>;
  return typeof owner === 'string' && file instanceof Blob && typeof keptAt === 'number' ? { owner, file, keptAt } : null;
}

export const forgetKeptFile = async (key: string): Promise<void> => {
  await run<boolean>('readwrite', (store) => store.delete(key), false);
};
