import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import type { NewOutboxEntry, OutboxEntry } from './outbox-entry';
import { withdrawQueuedCreate } from './outbox-queue';
import { maxRetries, replayOutbox, type ReplayDependencies } from './outbox-replay';
import { openOutboxStore, type OutboxStore } from './outbox-store';
import { asOnlyReplayer } from './replay-lock';

const account = 'doctor-1';
const corePayload = { start: '2026-11-24T09:00:00+01:00', patientTitle: 'Belkacem Yasmine', status: 'BOOKED' as const };
const failure = { type: 'visit_create' as const, corePayload };

const create = (localId: string, id = `c-${localId}`): NewOutboxEntry => ({
  id,
  accountId: account,
  request: { method: 'POST', path: '/doctors/appointments', body: { appointment_ui_id: localId } },
  creates: { localId: `local:${localId}`, answerIdPath: ['appointment', '_id'] },
  failure,
});
const status = (appointmentId: string, id: string, value = 'DONE'): NewOutboxEntry => ({
  id,
  accountId: account,
  request: { method: 'PUT', path: `/doctors/appointments/${appointmentId}/status`, body: { appointmentId, status: value } },
  failure: { type: 'visit_done', corePayload },
});

let store: OutboxStore;
let dbCount = 0;
beforeEach(async () => {
  store = await openOutboxStore(`outbox-test-${++dbCount}`);
});
afterEach(() => store.close());

function replayWith(answers: (entry: OutboxEntry) => unknown, overrides: Partial<ReplayDependencies> = {}) {
  const sent: OutboxEntry[] = [];
  const refused: [string, string][] = [];
  const deps: ReplayDependencies = {
    store,
    accountId: account,
    send: async (entry) => {
      sent.push(entry);
      const answer = answers(entry);
      if (answer instanceof Error) throw answer;
      return answer;
    },
    onSaved: () => undefined,
    onRefused: (entry, code) => void refused.push([entry.id, code]),
    onForeignDropped: () => undefined,
    wait: async () => undefined,
    ...overrides,
  };
  return { run: () => replayOutbox(deps), sent, refused };
}

describe('the outbox', () => {
  it('keeps entries in the order they were queued, across a reopening of the database', async () => {
    await store.add(create('a'));
    await store.add(status('x', 's1'));
    await store.add(status('y', 's2'));
    store.close();
    store = await openOutboxStore(`outbox-test-${dbCount}`);
    expect((await store.all()).map((entry) => entry.id)).toEqual(['c-a', 's1', 's2']);
  });

  it('replays in order, once, and gives a saved create its server id in the entries queued after it', async () => {
    await store.add(create('a'));
    await store.add(status('local:a', 's1'));
    await store.add(status('other', 's2'));
    const { run, sent } = replayWith((entry) => (entry.creates ? { appointment: { _id: 'server-a' } } : { ok: true }));
    expect(await run()).toEqual({ saved: 3, refused: 0, pending: 0 });
    expect(sent.map((entry) => entry.id)).toEqual(['c-a', 's1', 's2']);
    expect(sent[1]!.request).toEqual({
      method: 'PUT',
      path: '/doctors/appointments/server-a/status',
      body: { appointmentId: 'server-a', status: 'DONE' },
    });
    expect(await store.all()).toEqual([]);
  });

  it('drops a refused entry (4xx) to the failed actions, with the entries that needed its create, and goes on', async () => {
    await store.add(create('a'));
    await store.add(status('local:a', 's1'));
    await store.add(status('other', 's2'));
    const { run, sent, refused } = replayWith((entry) => (entry.creates ? new ApiError(409, 'slotAlreadyBooked') : { ok: true }));
    expect(await run()).toEqual({ saved: 1, refused: 2, pending: 0 });
    expect(sent.map((entry) => entry.id)).toEqual(['c-a', 's2']);
    expect(refused).toEqual([
      ['c-a', 'slotAlreadyBooked'],
      ['s1', 'slotAlreadyBooked'],
    ]);
  });

  it('stops at a 5xx, keeps the entry for the next replay, and gives it up after more than 2 retries', async () => {
    await store.add(status('x', 's1'));
    await store.add(status('y', 's2'));
    const { run, sent, refused } = replayWith((entry) =>
      entry.id === 's1' ? new ApiError(503, 'internalServerError') : { ok: true },
    );
    for (let retry = 0; retry < maxRetries; retry++) expect(await run()).toEqual({ saved: 0, refused: 0, pending: 2 });
    expect((await store.all())[0]!.attempts).toBe(maxRetries);
    expect(await run()).toEqual({ saved: 1, refused: 1, pending: 0 });
    expect(refused).toEqual([['s1', 'internalServerError']]);
    expect(sent.map((entry) => entry.id)).toEqual(['s1', 's1', 's1', 's2']);
  });

  it('keeps an entry that got no answer at all (still offline) for as long as it takes, without counting it', async () => {
    await store.add(status('x', 's1'));
    const { run, refused } = replayWith(() => new ApiError(0, 'networkError'));
    for (let replay = 0; replay < 5; replay++) expect(await run()).toEqual({ saved: 0, refused: 0, pending: 1 });
    expect(refused).toEqual([]);
    expect((await store.all())[0]!.attempts).toBe(0);
  });

  it('waits while the first sending of the same key still runs (409 idempotencyKeyInProgress) instead of dropping', async () => {
    await store.add(status('x', 's1'));
    let calls = 0;
    const wait = vi.fn(async () => undefined);
    const { run, refused } = replayWith(() => (++calls < 3 ? new ApiError(409, 'idempotencyKeyInProgress') : { ok: true }), {
      wait,
    });
    expect(await run()).toEqual({ saved: 1, refused: 0, pending: 0 });
    expect(wait).toHaveBeenCalledTimes(2);
    expect(refused).toEqual([]);
  });

  it('stops without dropping anything when the session ends (401)', async () => {
    await store.add(status('x', 's1'));
    const { run } = replayWith(() => new ApiError(401, 'TokenCoreValidationFailed'));
    expect(await run()).toEqual({ saved: 0, refused: 0, pending: 1, stopped: 'sessionEnded' });
    expect(await store.all()).toHaveLength(1);
  });

  it("never sends another account's entries: the queue is dropped unsent", async () => {
    await store.add(status('x', 's1'));
    await store.add({ ...status('y', 's2'), accountId: 'doctor-2' });
    const dropped = vi.fn();
    const { run, sent } = replayWith(() => ({ ok: true }), { onForeignDropped: dropped });
    expect(await run()).toEqual({ saved: 0, refused: 0, pending: 0 });
    expect(sent).toEqual([]);
    expect(dropped).toHaveBeenCalledWith(2);
    expect(await store.all()).toEqual([]);
  });

  it('withdraws a queued create and its queued changes when the appointment is cancelled before it was sent', async () => {
    await store.add(create('a'));
    await store.add(status('local:a', 's1'));
    await store.add(status('other', 's2'));
    expect(await withdrawQueuedCreate(store, 'local:a')).toBe(true);
    expect((await store.all()).map((entry) => entry.id)).toEqual(['s2']);
    expect(await withdrawQueuedCreate(store, 'local:zzz')).toBe(false);
  });
});

describe('the replay lock', () => {
  it('lets no other tab replay while one is replaying (it does not queue behind it either)', async () => {
    let holder: Promise<unknown> | undefined;
    const locks = {
      request: async (_name: string, options: LockOptions, callback: (lock: Lock | null) => Promise<unknown>) => {
        if (holder && options.ifAvailable) return callback(null);
        while (holder) await holder.catch(() => undefined);
        const run = callback({ name: _name, mode: 'exclusive' } as Lock);
        holder = run;
        try {
          return await run;
        } finally {
          holder = undefined;
        }
      },
    } as unknown as LockManager;
    let release!: () => void;
    const first = asOnlyReplayer(() => new Promise<string>((resolve) => (release = () => resolve('first'))), locks);
    const second = asOnlyReplayer(async () => 'second', locks);
    await Promise.resolve();
    release();
    expect(await first).toBe('first');
    expect(await second).toBeUndefined();
  });
});
