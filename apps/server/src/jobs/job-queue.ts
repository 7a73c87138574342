import { and, eq, inArray, isNull, like, notInArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/client';
import { jobs, type JobRow } from '../db/schema/jobs';

/** The channel the workers LISTEN on: a scheduled job's run_at (epoch ms) wakes them when it is near. */
export const jobsChannel = 'tabib_jobs';

export interface JobRequest {
  kind: string;
  /** Names one piece of work: asked for twice it is one job, and once done it never runs again. */
  key: string;
  runAt: Date;
  payload: Record<string, unknown>;
}

/**
 * Asks for a job in the caller's transaction: it exists, and wakes the workers, only if that
 * commits. A job of the same key still waiting is moved to the new time and payload (a changed
 * setting); one that already ran, or gave up, stays as it is: the key's work happens once.
 */
export async function scheduleJob(tx: Executor, job: JobRequest): Promise<void> {
  await tx.execute(sql`
    with scheduled as (
      insert into ${jobs} (kind, key, payload, run_at)
      values (${job.kind}, ${job.key}, ${JSON.stringify(job.payload)}::jsonb, ${job.runAt.toISOString()}::timestamptz)
      on conflict (key) do update set run_at = excluded.run_at, payload = excluded.payload
        where ${jobs.doneAt} is null
      returning run_at
    )
    select pg_notify(${jobsChannel}, (extract(epoch from run_at) * 1000)::bigint::text) from scheduled`);
}

const hourMs = 60 * 60 * 1000;

/**
 * The next run of an hourly job of `kind`, on the next full hour after `at`: its key names that
 * hour, so planning it again (at every start, or by each run) is the same job.
 */
export function nextHourlyJob(kind: string, at: Date): JobRequest {
  const runAt = new Date(Math.floor(at.getTime() / hourMs) * hourMs + hourMs);
  return { kind, key: `${kind}@${runAt.toISOString()}`, runAt, payload: {} };
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Drops the jobs still waiting whose key is `key`, or starts with `keyPrefix` (except the keys of
 * `except`): a job being run meanwhile finishes first (its row is locked) and is then left alone.
 * Returns how many were dropped. Dropped rows are deleted, so the same key can be asked for again.
 */
export async function cancelJobs(
  tx: Executor,
  which: { key: string } | { keyPrefix: string; except?: readonly string[] },
): Promise<number> {
  const match =
    'key' in which
      ? eq(jobs.key, which.key)
      : and(
          like(jobs.key, `${likeEscaped(which.keyPrefix)}%`),
          which.except && which.except.length > 0 ? notInArray(jobs.key, [...which.except]) : undefined,
        );
  const dropped = await tx
    .delete(jobs)
    .where(and(match, isNull(jobs.doneAt)))
    .returning({ id: jobs.id });
  return dropped.length;
}

/** The jobs of some keys, done or not (tests and inspection). */
export function jobsByKeys(db: Executor, keys: readonly string[]) {
  return db
    .select()
    .from(jobs)
    .where(inArray(jobs.key, [...keys]));
}

export interface JobAttempt {
  /** 1 for the first run. */
  attempt: number;
  /** A failure now is final: the job gives up (the handler may record that). */
  lastAttempt: boolean;
  /** The worker's clock when it claimed the job. */
  now: Date;
}

/**
 * What a handler answers: nothing when the work is done; `{ retry }` when it failed in a way it
 * recorded itself (its writes are kept, the job is tried again later). A thrown error also tries
 * again, but everything the handler wrote is rolled back.
 */
export type JobOutcome = void | { retry: string };

export interface JobHandler {
  kind: string;
  /** Runs inside the transaction holding the job's row: its writes commit with the job's end. */
  handle(tx: Transaction, job: JobRow, attempt: JobAttempt): Promise<JobOutcome>;
}
