import { AsyncResource } from 'node:async_hooks';
import { and, asc, eq, inArray, isNull, lt, lte, min } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { JobsConfig } from '../config';
import type { Database, DatabaseHandle, Transaction } from '../db/client';
import { jobs } from '../db/schema/jobs';
import { jobsChannel, type JobHandler } from './job-queue';

export interface JobWorkerOptions extends JobsConfig {
  db: Database;
  /**
   * Runs work in one transaction. The app passes its request transactions' `run`
   * (db/request-transaction.ts), so that a service a handler calls (the mailer) joins the job's
   * transaction instead of waiting for PGlite's one connection forever.
   */
  transaction?: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  listen?: DatabaseHandle['listen'];
  log: FastifyBaseLogger;
  /** The clock jobs fall due by; tests move it. */
  now?: () => Date;
}

const maxRetryMs = 60 * 60 * 1000;
const pruneEveryMs = 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

// Made at load, outside any request: the worker's statements never join a request's transaction.
const outsideRequests = new AsyncResource('JobWorker');

/** Deletes the jobs done before `olderThan`; every process does it hourly, two at once delete the same rows. */
export async function pruneDoneJobs(db: Database, olderThan: Date): Promise<number> {
  return (await db.delete(jobs).where(lt(jobs.doneAt, olderThan)).returning({ id: jobs.id })).length;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/**
 * The jobs of this process (src/jobs, docs/decisions.md "Jobs and patient notices"): one job
 * per transaction, claimed with FOR UPDATE SKIP LOCKED so that several processes share the
 * queue and none runs a job another holds; the handler runs in that transaction (in a savepoint,
 * so a failure keeps the count of attempts), and the job is marked done as it commits. It looks
 * for due jobs every `pollMs`, at the next job's time when sooner, and when a NOTIFY says a job
 * was scheduled.
 */
export function createJobWorker(options: JobWorkerOptions) {
  const { db, log, pollMs, maxAttempts, retryMs, keepDays } = options;
  const now = options.now ?? (() => new Date());
  const transaction = options.transaction ?? ((work) => db.transaction(work));
  const handlers = new Map<string, JobHandler>();

  let started = false;
  let closed = false;
  let unlisten: (() => Promise<void>) | undefined;
  let timer: NodeJS.Timeout | undefined;
  let timerDueMs = Infinity;
  let draining: Promise<number> | undefined;
  let again = false;
  const ticking = new Set<Promise<void>>();
  let lastPruneMs = 0;

  const backoffMs = (attempt: number) => Math.min(retryMs * 2 ** (attempt - 1), maxRetryMs);

  /** Claims one due job and runs it; false when none is due (or every due one is held elsewhere). */
  async function runOne(): Promise<boolean> {
    if (handlers.size === 0) return false;
    return transaction(async (tx) => {
      const at = now();
      const [job] = await tx
        .select()
        .from(jobs)
        .where(and(isNull(jobs.doneAt), lte(jobs.runAt, at), inArray(jobs.kind, [...handlers.keys()])))
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!job) return false;
      const handler = handlers.get(job.kind)!;
      const attempt = job.attempts + 1;
      const lastAttempt = attempt >= maxAttempts;
      let failure: string | undefined;
      try {
        const outcome = await tx.transaction((savepoint) => handler.handle(savepoint, job, { attempt, lastAttempt, now: at }));
        if (outcome && 'retry' in outcome) failure = outcome.retry;
      } catch (error) {
        failure = messageOf(error);
      }
      const done = failure === undefined || lastAttempt;
      await tx
        .update(jobs)
        .set({
          attempts: attempt,
          lastError: failure ?? null,
          ...(done ? { doneAt: at } : { runAt: new Date(+at + backoffMs(attempt)) }),
        })
        .where(eq(jobs.id, job.id));
      if (failure !== undefined) {
        const context = { job: { id: job.id, kind: job.kind, attempt }, error: failure };
        if (lastAttempt) log.error(context, 'job failed for the last time: given up');
        else log.warn(context, 'job failed; it runs again later');
      }
      return true;
    });
  }

  /** Runs due jobs until none is left; a call while it runs makes it look once more. */
  function drain(): Promise<number> {
    if (draining) {
      again = true;
      return draining;
    }
    draining = outsideRequests.runInAsyncScope(async () => {
      let count = 0;
      try {
        do {
          again = false;
          while (!closed && (await runOne())) count++;
        } while (again && !closed);
      } catch (error) {
        log.error({ err: error }, 'running jobs failed; the next look tries again');
      } finally {
        draining = undefined;
      }
      return count;
    });
    return draining;
  }

  async function nextRunAtMs(): Promise<number> {
    if (handlers.size === 0) return Infinity;
    const [row] = await db
      .select({ next: min(jobs.runAt) })
      .from(jobs)
      .where(and(isNull(jobs.doneAt), inArray(jobs.kind, [...handlers.keys()])));
    return row?.next ? +row.next : Infinity;
  }

  async function pruneDone() {
    if (Date.now() - lastPruneMs < pruneEveryMs) return;
    lastPruneMs = Date.now();
    await pruneDoneJobs(db, new Date(+now() - keepDays * dayMs));
  }

  function tick() {
    timer = undefined;
    timerDueMs = Infinity;
    const looking: Promise<void> = outsideRequests.runInAsyncScope(async () => {
      let next = Infinity;
      try {
        await drain();
        if (closed) return;
        await pruneDone();
        next = await nextRunAtMs();
      } catch (error) {
        log.warn({ err: error }, 'looking for due jobs failed; trying again at the next poll');
      } finally {
        ticking.delete(looking);
        wakeAt(next);
      }
    });
    ticking.add(looking);
  }

  /** Looks for due jobs at this instant of the worker's clock, or at the next poll when sooner. */
  function wakeAt(runAtMs: number) {
    if (!started || closed) return;
    const delay = Math.max(0, Math.min(Number.isFinite(runAtMs) ? runAtMs - +now() : pollMs, pollMs));
    const dueMs = Date.now() + delay;
    if (timer && timerDueMs <= dueMs) return;
    clearTimeout(timer);
    timerDueMs = dueMs;
    timer = setTimeout(tick, delay);
    timer.unref();
  }

  return {
    register(handler: JobHandler) {
      if (handlers.has(handler.kind)) throw new Error(`a handler for jobs of kind ${handler.kind} is already registered`);
      handlers.set(handler.kind, handler);
    },

    /** Starts looking for due jobs, unless this process runs none (JOBS_WORKER=false). */
    async start() {
      if (!options.worker || started || closed) return;
      started = true;
      if (options.listen) {
        unlisten = await options.listen(jobsChannel, {
          onMessage: (payload) => wakeAt(Number(payload) || 0),
          // Notifications may have been missed while the connection was down: look now.
          onState: (listening) => listening && wakeAt(0),
        });
      }
      wakeAt(0);
    },

    /** Runs the jobs due now, here, until none is left (tests; the timers do it otherwise). */
    runDue(): Promise<number> {
      return drain();
    },

    /** Stops looking; the job in hand finishes first. */
    async stop() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      await unlisten?.().catch((error: unknown) => log.warn({ err: error }, 'stopping the jobs LISTEN failed'));
      await Promise.all([...ticking]);
      await draining;
    },
  };
}

export type JobWorker = ReturnType<typeof createJobWorker>;
