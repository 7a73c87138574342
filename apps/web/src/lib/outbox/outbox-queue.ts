import type { OutboxEntry } from './outbox-entry';
import type { OutboxStore } from './outbox-store';

/** Whether an entry's request names this local id (in its path or its body). */
export function names(entry: OutboxEntry, localId: string): boolean {
  return entry.request.path.includes(localId) || JSON.stringify(entry.request.body ?? null).includes(localId);
}

/** The entry with every mention of a local id replaced by the id the server gave. */
export function withSavedId(entry: OutboxEntry, localId: string, savedId: string): OutboxEntry {
  const body =
    entry.request.body === undefined
      ? undefined
      : (JSON.parse(JSON.stringify(entry.request.body).replaceAll(localId, savedId)) as unknown);
  return { ...entry, request: { ...entry.request, path: entry.request.path.replaceAll(localId, savedId), body } };
}

/**
 * Cancelling an appointment that is itself still queued (spec 1 section 4): its create and
 * every queued change of it leave the queue, and nothing is sent. Answers false when the local
 * id has no queued create (the cancellation is then queued as any other action).
 */
export async function withdrawQueuedCreate(store: OutboxStore, localId: string): Promise<boolean> {
  const entries = await store.all();
  // A create a replay is sending now may be saved whatever is done here: the cancellation follows it.
  if (!entries.some((entry) => entry.creates?.localId === localId && !entry.sending)) return false;
  const withdrawn = entries.filter((entry) => entry.creates?.localId === localId || names(entry, localId));
  await store.remove(withdrawn.map((entry) => entry.seq!));
  return true;
}

/**
 * Changing what is itself still queued as a create: the queued create's body is amended (the
 * server gets one request, with the latest values) unless a replay is sending it already. Answers
 * false then, or when no create of this local id is queued: the change is queued after it as any
 * other action, and names the local id, which the replay rewrites once the create is saved.
 */
export function amendQueuedCreate(store: OutboxStore, localId: string, amend: (body: unknown) => unknown): Promise<boolean> {
  return store.revise(
    (entry) => entry.creates?.localId === localId,
    (entry) => (entry.sending ? undefined : { ...entry, request: { ...entry.request, body: amend(entry.request.body) } }),
  );
}
