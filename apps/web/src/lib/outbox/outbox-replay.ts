import { isApiError, type ApiErrorCode } from '../api-error';
import type { OutboxEntry } from './outbox-entry';
import { names, withSavedId } from './outbox-queue';
import type { OutboxStore } from './outbox-store';

/**
 * 5xx answers an entry may meet before it is given up (spec: "after more than 2 retries"). No
 * answer at all (the network is still down) is not a retry: the entry waits for the next replay.
 */
export const maxRetries = 2;
/** How long to wait for a first sending of the same key that the server is still running (409). */
export const inProgressWaitsMs = [500, 1000, 2000, 4000] as const;

export interface ReplayDependencies {
  store: OutboxStore;
  /** Sends the entry's request with its id as Idempotency-Key; resolves with the parsed answer. */
  send(entry: OutboxEntry): Promise<unknown>;
  /** The account signed in now (null: none). */
  accountId: string | null;
  /** The server saved it (or had saved it: a replayed answer). */
  onSaved(entry: OutboxEntry, answer: unknown): void;
  /** The server refused it, or it was given up: it goes to the failed-actions drawer. */
  onRefused(entry: OutboxEntry, code: ApiErrorCode): Promise<void> | void;
  /** Entries queued under another account were dropped unsent. */
  onForeignDropped(count: number): void;
  wait?: (ms: number) => Promise<void>;
}

export interface ReplayReport {
  saved: number;
  refused: number;
  /** Left in the queue for the next replay (the network failed again). */
  pending: number;
  /** The session ended during the replay: nothing more was sent. */
  stopped?: 'sessionEnded';
}

type Verdict = 'noAnswer' | 'retry' | 'waitInProgress' | 'refused' | 'sessionEnded';

function verdictOf(error: unknown): { verdict: Verdict; code: ApiErrorCode } {
  if (!isApiError(error)) return { verdict: 'refused', code: 'invalidResponse' };
  if (error.code === 'idempotencyKeyInProgress') return { verdict: 'waitInProgress', code: error.code };
  if (error.status === 401) return { verdict: 'sessionEnded', code: error.code };
  if (error.status === 0) return { verdict: 'noAnswer', code: error.code };
  if (error.status >= 500) return { verdict: 'retry', code: error.code };
  return { verdict: 'refused', code: error.code };
}

function idIn(answer: unknown, path: readonly string[]): string | undefined {
  let value: unknown = answer;
  for (const key of path) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends the queued actions in the order they were made, each once (spec 1 section 4; issue 14
 * point 4): a saved create gives its server id to the entries queued after it; a 4xx drops the
 * entry (and the entries that needed its create) to the failed-actions drawer; no answer or a
 * 5xx stops the replay until the next one, and past `maxRetries` 5xx answers drops the entry too; the
 * 409 of a key whose first sending still runs is waited for. Entries of another account are
 * never sent: the whole queue is dropped.
 */
export async function replayOutbox(deps: ReplayDependencies): Promise<ReplayReport> {
  const { store } = deps;
  const wait = deps.wait ?? sleep;
  const report: ReplayReport = { saved: 0, refused: 0, pending: 0 };
  const queue = await store.all();
  if (queue.some((entry) => entry.accountId !== deps.accountId)) {
    await store.clear();
    deps.onForeignDropped(queue.length);
    return report;
  }

  const refuse = async (refused: OutboxEntry[], code: ApiErrorCode) => {
    await store.remove(refused.map((entry) => entry.seq!));
    report.refused += refused.length;
    for (const entry of refused) await deps.onRefused(entry, code);
  };

  // Each entry is taken from the store when its turn comes, not from a list read at the start: an
  // action queued, amended or withdrawn meanwhile (in this tab or another) is sent as it is now.
  // A saved entry is removed, and the entries naming its create rewritten, in the transaction that
  // takes the next one: one transaction per entry.
  let saved: Parameters<OutboxStore['takeNext']>[0];
  for (let entry = await store.takeNext(); entry; entry = await store.takeNext(saved)) {
    saved = undefined;
    let outcome: { answer: unknown } | { error: unknown };
    for (let waited = 0; ; waited++) {
      try {
        outcome = { answer: await deps.send(entry) };
      } catch (error) {
        outcome = { error };
      }
      const delay = inProgressWaitsMs[waited];
      if (!('error' in outcome) || verdictOf(outcome.error).verdict !== 'waitInProgress' || delay === undefined) break;
      await wait(delay);
    }

    if ('answer' in outcome) {
      const savedId = entry.creates && idIn(outcome.answer, entry.creates.answerIdPath);
      const localId = entry.creates?.localId;
      saved = {
        seq: entry.seq!,
        revise:
          localId && savedId ? (later) => (names(later, localId) ? withSavedId(later, localId, savedId) : undefined) : undefined,
      };
      report.saved += 1;
      deps.onSaved(entry, outcome.answer);
      continue;
    }

    const { verdict, code } = verdictOf(outcome.error);
    const retried = verdict === 'retry' || verdict === 'waitInProgress';
    if (verdict === 'sessionEnded' || verdict === 'noAnswer' || (retried && entry.attempts < maxRetries)) {
      await store.put({ ...entry, sending: false, attempts: entry.attempts + (retried ? 1 : 0) });
      report.pending = (await store.all()).length;
      if (verdict === 'sessionEnded') report.stopped = 'sessionEnded';
      return report;
    }
    // Given up or refused: what needed this entry's create can never be sent either.
    const localId = entry.creates?.localId;
    const dependents = localId ? (await store.all()).filter((later) => later.seq !== entry.seq && names(later, localId)) : [];
    await refuse([entry, ...dependents], code);
  }
  return report;
}
