import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { NewOutboxEntry, OutboxEntry } from './outbox-entry';

interface OutboxSchema extends DBSchema {
  outbox: { key: number; value: OutboxEntry; indexes: { id: string } };
}

export const outboxDatabaseName = 'tabib-outbox';

/** The queue of actions made offline, in IndexedDB: it survives a reload and a closed tab. */
export interface OutboxStore {
  add(entry: NewOutboxEntry, now?: Date): Promise<OutboxEntry>;
  /** Every entry, in the order queued. */
  all(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  /** Removes these entries (by seq) in one transaction. */
  remove(seqs: readonly number[]): Promise<void>;
  clear(): Promise<void>;
  close(): void;
}

export async function openOutboxStore(name = outboxDatabaseName): Promise<OutboxStore> {
  const db: IDBPDatabase<OutboxSchema> = await openDB<OutboxSchema>(name, 1, {
    upgrade(database) {
      const store = database.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      store.createIndex('id', 'id', { unique: true });
    },
  });
  return {
    async add(entry, now = new Date()) {
      const stored: OutboxEntry = { ...entry, attempts: 0, queuedAt: now.toISOString() };
      const seq = await db.add('outbox', stored);
      return { ...stored, seq };
    },
    all: () => db.getAll('outbox'),
    async put(entry) {
      await db.put('outbox', entry);
    },
    async remove(seqs) {
      const tx = db.transaction('outbox', 'readwrite');
      await Promise.all([...seqs.map((seq) => tx.store.delete(seq)), tx.done]);
    },
    clear: () => db.clear('outbox'),
    close: () => db.close(),
  };
}
