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
  /**
   * The first entry, marked as being sent, in one transaction (undefined: the queue is empty). In
   * the same transaction the entry just saved, if given, is removed, and `revise` rewrites the
   * entries it answers a replacement for (the local id of a saved create).
   */
  takeNext(saved?: { seq: number; revise?: (entry: OutboxEntry) => OutboxEntry | undefined }): Promise<OutboxEntry | undefined>;
  /**
   * Replaces the first entry `find` picks by what `revise` makes of it, in one transaction; `revise`
   * answers undefined to leave it. Answers whether an entry was replaced.
   */
  revise(find: (entry: OutboxEntry) => boolean, revise: (entry: OutboxEntry) => OutboxEntry | undefined): Promise<boolean>;
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
    async takeNext(saved) {
      // Relaxed: a mark or removal lost to a crash only sends the entry again, with its key.
      const tx = db.transaction('outbox', 'readwrite', { durability: 'relaxed' });
      if (saved) await tx.store.delete(saved.seq);
      let taken: OutboxEntry | undefined;
      for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
        const revised = saved?.revise?.(cursor.value);
        if (!taken) {
          taken = { ...(revised ?? cursor.value), sending: true };
          await cursor.update(taken);
        } else if (revised) await cursor.update(revised);
        if (!saved?.revise) break;
      }
      await tx.done;
      return taken;
    },
    async revise(find, revise) {
      const tx = db.transaction('outbox', 'readwrite');
      let revised: OutboxEntry | undefined;
      for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
        if (!find(cursor.value)) continue;
        revised = revise(cursor.value);
        if (revised) await cursor.update(revised);
        break;
      }
      await tx.done;
      return revised !== undefined;
    },
    async remove(seqs) {
      const tx = db.transaction('outbox', 'readwrite');
      await Promise.all([...seqs.map((seq) => tx.store.delete(seq)), tx.done]);
    },
    clear: () => db.clear('outbox'),
    close: () => db.close(),
  };
}
