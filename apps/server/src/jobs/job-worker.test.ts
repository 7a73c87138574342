import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { openPostgres, type DatabaseHandle } from '../db/client';
import type { JobRow } from '../db/schema/jobs';
import { openTestDatabase, testBackends } from '../test/test-database';
import { cancelJobs, jobsByKeys, scheduleJob, type JobHandler } from './job-queue';
import { createJobWorker, pruneDoneJobs, type JobWorker } from './job-worker';

const log = pino({ level: 'silent' });
const start = new Date('2030-01-07T08:00:00.000Z');
const minute = 60_000;

function clockAt(instant: Date) {
  let current = instant.getTime();
  return { now: () => new Date(current), advance: (ms: number) => (current += ms) };
}

function workerOn(database: DatabaseHandle, now: () => Date, overrides: Partial<Parameters<typeof createJobWorker>[0]> = {}) {
  return createJobWorker({
    db: database.db,
    listen: database.listen,
    log,
    now,
    worker: true,
    pollMs: 60_000,
    maxAttempts: 3,
    retryMs: 1000,
    keepDays: 7,
    ...overrides,
  });
}

/** A handler that notes every run, and fails while `fail` says so. */
function recorder(kind: string, fail: (job: JobRow, attempt: number) => boolean = () => false) {
  const runs: { key: string; attempt: number; lastAttempt: boolean }[] = [];
  const handler: JobHandler = {
    kind,
    async handle(_tx, job, { attempt, lastAttempt }) {
      runs.push({ key: job.key, attempt, lastAttempt });
      if (fail(job, attempt)) throw new Error(`failed on attempt ${attempt}`);
    },
  };
  return { runs, handler };
}

const jobOf = async (database: DatabaseHandle, key: string) => (await jobsByKeys(database.db, [key]))[0]!;

describe('the job queue on one process (PGlite)', () => {
  let database: DatabaseHandle;
  const workers: JobWorker[] = [];
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  });
  afterAll(() => database.close());

  const newWorker = (now: () => Date, overrides = {}) => {
    const worker = workerOn(database, now, overrides);
    workers.push(worker);
    return worker;
  };

  it('runs a due job once, a later one at its time, and a done key never again', async () => {
    const clock = clockAt(start);
    const worker = newWorker(clock.now);
    const { runs, handler } = recorder('once');
    worker.register(handler);
    await scheduleJob(database.db, { kind: 'once', key: 'once:a', runAt: clock.now(), payload: {} });
    await scheduleJob(database.db, { kind: 'once', key: 'once:b', runAt: new Date(+clock.now() + 60 * minute), payload: {} });
    expect(await worker.runDue()).toBe(1);
    expect(await worker.runDue()).toBe(0);
    clock.advance(60 * minute);
    expect(await worker.runDue()).toBe(1);
    expect(runs.map((run) => run.key)).toEqual(['once:a', 'once:b']);

    // Asked for again once done: nothing happens, the row keeps its trace.
    await scheduleJob(database.db, { kind: 'once', key: 'once:a', runAt: clock.now(), payload: { again: true } });
    expect(await worker.runDue()).toBe(0);
    expect(await jobOf(database, 'once:a')).toMatchObject({ attempts: 1, payload: {}, lastError: null });
    expect((await jobOf(database, 'once:a')).doneAt).not.toBeNull();

    // Asked for again while waiting: moved to the new time and payload.
    await scheduleJob(database.db, {
      kind: 'once',
      key: 'once:c',
      runAt: new Date(+clock.now() + 120 * minute),
      payload: { v: 1 },
    });
    await scheduleJob(database.db, { kind: 'once', key: 'once:c', runAt: clock.now(), payload: { v: 2 } });
    expect(await worker.runDue()).toBe(1);
    expect(await jobOf(database, 'once:c')).toMatchObject({ payload: { v: 2 }, attempts: 1 });
  });

  it('retries a failing job later and later, then gives up after the last attempt', async () => {
    const clock = clockAt(start);
    const worker = newWorker(clock.now);
    const { runs, handler } = recorder('flaky', (job, attempt) => job.key === 'flaky:never' || attempt < 3);
    worker.register(handler);
    await scheduleJob(database.db, { kind: 'flaky', key: 'flaky:third-time', runAt: clock.now(), payload: {} });
    await scheduleJob(database.db, { kind: 'flaky', key: 'flaky:never', runAt: clock.now(), payload: {} });

    expect(await worker.runDue()).toBe(2);
    expect(await jobOf(database, 'flaky:third-time')).toMatchObject({
      attempts: 1,
      lastError: 'failed on attempt 1',
      doneAt: null,
    });
    expect((await jobOf(database, 'flaky:third-time')).runAt).toEqual(new Date(+clock.now() + 1000));
    expect(await worker.runDue()).toBe(0);
    clock.advance(1000);
    expect(await worker.runDue()).toBe(2);
    // The wait doubles.
    expect((await jobOf(database, 'flaky:never')).runAt).toEqual(new Date(+clock.now() + 2000));
    clock.advance(2000);
    expect(await worker.runDue()).toBe(2);
    expect(await worker.runDue()).toBe(0);

    expect(await jobOf(database, 'flaky:third-time')).toMatchObject({ attempts: 3, lastError: null });
    const given = await jobOf(database, 'flaky:never');
    expect(given).toMatchObject({ attempts: 3, lastError: 'failed on attempt 3' });
    expect(given.doneAt).not.toBeNull();
    expect(runs.filter((run) => run.key === 'flaky:never').map((run) => run.lastAttempt)).toEqual([false, false, true]);
  });

  it("keeps a handler's writes when it reports a failure, drops them when it throws", async () => {
    const clock = clockAt(start);
    const worker = newWorker(clock.now, { maxAttempts: 1 });
    worker.register({
      kind: 'writes',
      async handle(tx, job) {
        await scheduleJob(tx, { kind: 'noted', key: `noted:${job.key}`, runAt: new Date(+clock.now() + 9e9), payload: {} });
        if (job.key === 'writes:reported') return { retry: 'reported' };
        throw new Error('thrown');
      },
    });
    await scheduleJob(database.db, { kind: 'writes', key: 'writes:reported', runAt: clock.now(), payload: {} });
    await scheduleJob(database.db, { kind: 'writes', key: 'writes:thrown', runAt: clock.now(), payload: {} });
    expect(await worker.runDue()).toBe(2);
    expect((await jobsByKeys(database.db, ['noted:writes:reported', 'noted:writes:thrown'])).map((job) => job.key)).toEqual([
      'noted:writes:reported',
    ]);
    expect(await jobOf(database, 'writes:thrown')).toMatchObject({ attempts: 1, lastError: 'thrown' });
  });

  it('cancels waiting jobs by key or by prefix, sparing the keys named and the jobs done', async () => {
    const clock = clockAt(start);
    const worker = newWorker(clock.now);
    worker.register(recorder('cancel').handler);
    const later = new Date(+clock.now() + 60 * minute);
    for (const key of ['cancel:1:a', 'cancel:1:b', 'cancel:1:c', 'cancel:10:a', 'cancel:2:a']) {
      await scheduleJob(database.db, { kind: 'cancel', key, runAt: key === 'cancel:1:c' ? clock.now() : later, payload: {} });
    }
    await worker.runDue();
    expect(await cancelJobs(database.db, { keyPrefix: 'cancel:1:', except: ['cancel:1:b'] })).toBe(1);
    expect(await cancelJobs(database.db, { key: 'cancel:2:a' })).toBe(1);
    expect(
      (await jobsByKeys(database.db, ['cancel:1:a', 'cancel:1:b', 'cancel:1:c', 'cancel:10:a', 'cancel:2:a']))
        .map((job) => job.key)
        .sort(),
    ).toEqual(['cancel:10:a', 'cancel:1:b', 'cancel:1:c']);
    // A cancelled key can be asked for again.
    await scheduleJob(database.db, { kind: 'cancel', key: 'cancel:2:a', runAt: later, payload: {} });
    expect(await jobsByKeys(database.db, ['cancel:2:a'])).toHaveLength(1);
  });

  it('is woken by a job scheduled elsewhere, at its time, long before the next poll', async () => {
    let offset = 0;
    const worker = newWorker(() => new Date(Date.now() + offset));
    const { runs, handler } = recorder('wake');
    worker.register(handler);
    await worker.start();
    offset = 0;
    await database.db.transaction(async (tx) => {
      await scheduleJob(tx, { kind: 'wake', key: 'wake:now', runAt: new Date(), payload: {} });
      await scheduleJob(tx, { kind: 'wake', key: 'wake:soon', runAt: new Date(Date.now() + 400), payload: {} });
    });
    await expect.poll(() => runs.map((run) => run.key), { timeout: 3000, interval: 20 }).toEqual(['wake:now', 'wake:soon']);
  });

  it('finishes the job in hand before it stops, and then runs none', async () => {
    const clock = clockAt(start);
    const worker = newWorker(clock.now);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let finished = false;
    worker.register({
      kind: 'slow',
      async handle() {
        await held;
        finished = true;
      },
    });
    await scheduleJob(database.db, { kind: 'slow', key: 'slow:1', runAt: clock.now(), payload: {} });
    await scheduleJob(database.db, { kind: 'slow', key: 'slow:2', runAt: clock.now(), payload: {} });
    void worker.runDue();
    await new Promise((resolve) => setTimeout(resolve, 50));
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(true);
    expect((await jobOf(database, 'slow:1')).doneAt).not.toBeNull();
    expect((await jobOf(database, 'slow:2')).doneAt).toBeNull();
  });

  it('prunes the jobs done before the retention, never those waiting', async () => {
    const clock = clockAt(start);
    const worker = newWorker(clock.now);
    worker.register(recorder('prune').handler);
    await scheduleJob(database.db, { kind: 'prune', key: 'prune:done', runAt: clock.now(), payload: {} });
    await scheduleJob(database.db, { kind: 'prune', key: 'prune:waiting', runAt: new Date(+clock.now() + 9e9), payload: {} });
    await worker.runDue();
    await pruneDoneJobs(database.db, clock.now());
    expect((await jobsByKeys(database.db, ['prune:done', 'prune:waiting'])).map((job) => job.key).sort()).toEqual([
      'prune:done',
      'prune:waiting',
    ]);
    expect(await pruneDoneJobs(database.db, new Date(+clock.now() + 1))).toBeGreaterThanOrEqual(1);
    expect((await jobsByKeys(database.db, ['prune:done', 'prune:waiting'])).map((job) => job.key)).toEqual(['prune:waiting']);
  });
});

describe.runIf(testBackends().includes('postgres'))('the job queue across processes (PostgreSQL)', () => {
  let first: DatabaseHandle & { url?: string };
  const others: DatabaseHandle[] = [];
  const workers: JobWorker[] = [];
  beforeAll(async () => {
    first = await openTestDatabase('postgres');
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  });
  afterAll(async () => {
    for (const other of others) await other.close();
    await first.close();
  });

  /** Another server process: its own pool on the same database. */
  const process = () => {
    const handle = openPostgres(first.url!);
    others.push(handle);
    return handle;
  };
  const newWorker = (database: DatabaseHandle, now: () => Date) => {
    const worker = workerOn(database, now);
    workers.push(worker);
    return worker;
  };

  it('runs each job once when two processes work the queue at the same time', async () => {
    const clock = clockAt(start);
    const ran = new Map<string, string[]>();
    const handlerOf = (name: string): JobHandler => ({
      kind: 'shared',
      async handle(tx, job) {
        await tx.execute(sql`select pg_sleep(0.002)`);
        ran.set(job.key, [...(ran.get(job.key) ?? []), name]);
      },
    });
    const a = newWorker(process(), clock.now);
    const b = newWorker(process(), clock.now);
    a.register(handlerOf('a'));
    b.register(handlerOf('b'));
    const keys = Array.from({ length: 200 }, (_, index) => `shared:${index}`);
    await first.db.transaction(async (tx) => {
      for (const key of keys) await scheduleJob(tx, { kind: 'shared', key, runAt: clock.now(), payload: {} });
    });
    const [byA, byB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(byA + byB).toBe(200);
    expect([...ran.keys()].sort()).toEqual([...keys].sort());
    expect([...ran.values()].every((names) => names.length === 1)).toBe(true);
    // Both took a share (SKIP LOCKED: neither waited for the other's row).
    expect(byA).toBeGreaterThan(0);
    expect(byB).toBeGreaterThan(0);
  });

  it('keeps a job across a restart: the next process runs it when due', async () => {
    const clock = clockAt(start);
    const before = process();
    const stopped = newWorker(before, clock.now);
    stopped.register(recorder('restart').handler);
    await scheduleJob(before.db, { kind: 'restart', key: 'restart:1', runAt: new Date(+clock.now() + 10 * minute), payload: {} });
    expect(await stopped.runDue()).toBe(0);
    await stopped.stop();
    await before.close();
    others.splice(others.indexOf(before), 1);

    clock.advance(10 * minute);
    const after = newWorker(process(), clock.now);
    const { runs, handler } = recorder('restart');
    after.register(handler);
    expect(await after.runDue()).toBe(1);
    expect(runs.map((run) => run.key)).toEqual(['restart:1']);
  });

  it('runs again a job whose process died while running it, and only then', async () => {
    const clock = clockAt(start);
    const dyingProcess = process();
    // pg-pool listens for errors of idle clients only: the one cut in the middle of the job reports here.
    (dyingProcess.db as unknown as { $client: pg.Pool }).$client.on('connect', (client) => client.on('error', () => {}));
    const dying = newWorker(dyingProcess, clock.now);
    dying.register({
      kind: 'crash',
      async handle(tx) {
        // Long enough to be cut: the connection dies in the middle of the job.
        await tx.execute(sql`select pg_sleep(30) as crash_test`);
      },
    });
    await scheduleJob(first.db, { kind: 'crash', key: 'crash:1', runAt: clock.now(), payload: {} });
    const dyingRun = dying.runDue();
    const admin = new pg.Client({ connectionString: first.url });
    await admin.connect();
    const sleeping = async () =>
      (
        await admin.query<{ pid: number }>(
          `select pid from pg_stat_activity where query like '%pg_sleep(30) as crash_test%' and pid <> pg_backend_pid()`,
        )
      ).rows[0]?.pid;
    await expect.poll(sleeping, { timeout: 5000, interval: 20 }).toBeDefined();

    const survivor = newWorker(process(), clock.now);
    const { runs, handler } = recorder('crash');
    survivor.register(handler);
    // Held by the running process: the other skips it.
    expect(await survivor.runDue()).toBe(0);
    await admin.query('select pg_terminate_backend($1)', [await sleeping()]);
    await admin.end();
    await dyingRun;
    expect(await survivor.runDue()).toBe(1);
    expect(runs.map((run) => run.key)).toEqual(['crash:1']);
    expect(await jobOf(first, 'crash:1')).toMatchObject({ attempts: 1, lastError: null });
  });
});
