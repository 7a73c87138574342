import type { RollbackActionType, RollbackCorePayload } from '@tabib/contracts/rollback-actions';

/** The HTTP call an entry makes when it is replayed: the same one the screen makes online. */
export interface OutboxRequest {
  method: 'POST' | 'PUT' | 'PATCH';
  /** Under /api/v1. May hold local ids of entries queued before it, rewritten once those are saved. */
  path: string;
  body?: unknown;
  query?: Record<string, string>;
}

/** What the failed-actions drawer keeps of an entry the server refused (spec 1 section 3: a rollback action). */
export interface OutboxFailure {
  type: RollbackActionType;
  corePayload: RollbackCorePayload;
}

/**
 * One action made offline, waiting in IndexedDB for the connection (spec 1 section 4). Entries
 * are replayed in the order they were queued, each once: `id` is the action's client id and
 * goes as its Idempotency-Key, so a replay whose answer was lost is answered, not redone.
 */
export interface OutboxEntry {
  /** The queue's order (IndexedDB's key generator). */
  seq?: number;
  id: string;
  /** The account whose session queued it: never sent with another one. */
  accountId: string;
  request: OutboxRequest;
  /**
   * A create: the local id its optimistic copy carries, and where the server's id is in the
   * answer. Later entries that name the local id are rewritten with the server's once it is known.
   */
  creates?: { localId: string; answerIdPath: readonly string[] };
  /** Network errors and 5xx answers met so far. */
  attempts: number;
  queuedAt: string;
  /**
   * Being sent by a replay (set in the same transaction that takes it): it may no longer be
   * amended or withdrawn, a later change is queued after it instead.
   */
  sending?: boolean;
  /** What the failed-actions drawer keeps if it is refused; absent for writes the drawer does not list (spec 2 section 4). */
  failure?: OutboxFailure;
  /** What a refusal names to the user (a patient's name), for an entry with no `failure`. */
  title?: string;
}

export type NewOutboxEntry = Omit<OutboxEntry, 'seq' | 'attempts' | 'queuedAt' | 'sending'>;
