/**
 * The logo a visitor picked before having an account, kept in IndexedDB so it survives a reload
 * and the trip through the login page (session storage holds strings of a few MB at most, and a
 * data URL in it is a third larger than the image). One logo per device: the visitor's.
 */

const DB_NAME = 'stamp';
const STORE = 'visitor-logo';
const KEY = 'logo';

interface StoredLogo {
  blob: Blob;
  savedAt: number;
}

/**
 * The database with its store. A database of our name without the store (made by something
 * else that opened it without a version) is upgraded by one version to add it.
 */
async function open(): Promise<IDBDatabase> {
  // No version: whichever it is now (a new one is created at 1, with the store).
  const db = await openAt();
  if (db.objectStoreNames.contains(STORE)) return db;
  const next = db.version + 1;
  db.close();
  return openAt(next);
}

function openAt(version?: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('IndexedDB is not available'));
      return;
    }
    const request = indexedDB.open(DB_NAME, version);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) {
        request.result.createObjectStore(STORE);
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
    // Another tab holds an older version open: give up rather than wait for it forever.
    request.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
  });
}

/** Runs one request in its own transaction and resolves once that transaction has committed. */
async function run<T>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = act(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? request.error);
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
    });
  } finally {
    db.close();
  }
}

export async function readStoredLogo(): Promise<Blob | null> {
  const value = (await run('readonly', (store) => store.get(KEY))) as StoredLogo | undefined;
  return value?.blob instanceof Blob ? value.blob : null;
}

export async function writeStoredLogo(blob: Blob): Promise<void> {
  const value: StoredLogo = { blob, savedAt: Date.now() };
  await run('readwrite', (store) => store.put(value, KEY));
}

export async function deleteStoredLogo(): Promise<void> {
  await run('readwrite', (store) => store.delete(KEY));
}
