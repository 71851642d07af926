/** A small promise wrapper over IndexedDB: just what the outbox needs (one database, object stores by key path). */

export function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Opens (and on a new version creates) a database; `upgrade` makes its object stores. */
export function openDatabase(name: string, version: number, upgrade: (db: IDBDatabase) => void): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, version);
    request.onupgradeneeded = () => upgrade(request.result);
    request.onsuccess = () => {
      const db = request.result;
      // Another tab upgrading the schema must not be blocked by this one.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error(`IndexedDB ${name} could not be opened`));
    request.onblocked = () => reject(new Error(`IndexedDB ${name} is blocked by another tab`));
  });
}

/**
 * Runs `work` in one transaction and resolves with its result once the transaction has committed, so a caller that
 * continues knows the data is on disk (a put resolves before its commit otherwise).
 */
export function inTransaction<T>(db: IDBDatabase, storeName: string, mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T> | undefined): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(storeName, mode);
    const request = work(transaction.objectStore(storeName));
    transaction.oncomplete = () => resolve(request?.result);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}
