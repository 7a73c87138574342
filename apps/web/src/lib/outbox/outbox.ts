import type { NewOutboxEntry, OutboxEntry } from './outbox-entry';
import { amendQueuedCreate, withdrawQueuedCreate } from './outbox-queue';
import { openOutboxStore, type OutboxStore } from './outbox-store';

/** An entry as an action gives it: the account is the outbox's to add. */
export type QueuedAction = Omit<NewOutboxEntry, 'accountId'>;

/** The outbox as the actions see it (features/offline/outbox/outbox-transport.ts). */
export interface ActionOutbox {
  /** Offline, or actions queued earlier still wait: a new one queues behind them, the order is kept. */
  mustQueue(): Promise<boolean>;
  queue(action: QueuedAction): Promise<void>;
  withdrawCreate(localId: string): Promise<boolean>;
  /** Amends the body of a create still queued (outbox-queue.ts); false: none may be amended. */
  amendCreate(localId: string, amend: (body: unknown) => unknown): Promise<boolean>;
  /** What waits in the queue now, in order: what a screen shows of its own actions after a reload. */
  queued(): Promise<OutboxEntry[]>;
}

export interface DeviceOutbox extends ActionOutbox {
  store(): Promise<OutboxStore>;
  /** The signed-in account now: entries of another one are never sent. */
  accountId(): string | null;
  /** Something was queued: the replayer listens to send it once the network is back. */
  onQueued(listener: () => void): () => void;
  clear(): Promise<void>;
}

/**
 * This device's outbox (IndexedDB, opened on first use). `accountOf` names the signed-in
 * account, stamped on each entry so that no entry is ever sent with another account's session.
 */
export function deviceOutbox({
  accountOf,
  isOnline = () => navigator.onLine,
  databaseName,
}: {
  accountOf: () => string | null;
  isOnline?: () => boolean;
  databaseName?: string;
}): DeviceOutbox {
  let opened: Promise<OutboxStore> | undefined;
  const store = () => (opened ??= openOutboxStore(databaseName));
  const listeners = new Set<() => void>();
  return {
    store,
    accountId: accountOf,
    async mustQueue() {
      return !isOnline() || (await (await store()).all()).length > 0;
    },
    async queue(action) {
      const accountId = accountOf();
      if (!accountId) throw new Error('no signed-in account to queue an action for');
      await (await store()).add({ ...action, accountId });
      for (const listener of listeners) listener();
    },
    async withdrawCreate(localId) {
      return withdrawQueuedCreate(await store(), localId);
    },
    async amendCreate(localId, amend) {
      return amendQueuedCreate(await store(), localId, amend);
    },
    async queued() {
      return (await store()).all();
    },
    onQueued(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async clear() {
      await (await store()).clear();
    },
  };
}
