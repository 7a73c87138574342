import { lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordResetTokens, sessions } from '../../db/schema/auth';
import { nextHourlyJob, scheduleJob, type JobHandler } from '../../jobs/job-queue';

/** The periodic job that deletes sessions and reset links that can no longer be used (each run plans the next). */
export const authPruneJob = 'auth.prune';
const hourMs = 60 * 60 * 1000;
/** A dead row stays a day after it stopped counting, for whoever looks into a sign-in problem. */
export const endedAuthRowsKeptMs = 24 * hourMs;

/**
 * Sessions expired or signed out, and reset links expired, before `before`. No request reads them
 * (a live session is unexpired and unrevoked), and without this they would pile up: one row per
 * sign-in, for ever.
 */
async function deleteEndedAuthRows(db: Executor, before: Date) {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)));
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, before));
}

/**
 * `now` plans the runs, as for every job; what ended is judged by the wall clock, which is the one
 * auth.service checks sessions with (a test moving the jobs' clock ahead keeps its sessions).
 */
export function createAuthPruning({
  db,
  now,
  wallClock = () => new Date(),
}: {
  db: Executor;
  now: () => Date;
  wallClock?: () => Date;
}) {
  return {
    /** Plans the next run (at start; planned twice it is one job, by its key). */
    schedulePruning: () => scheduleJob(db, nextHourlyJob(authPruneJob, now())),

    pruneJob: {
      kind: authPruneJob,
      async handle(tx, _job, attempt) {
        await deleteEndedAuthRows(tx, new Date(wallClock().getTime() - endedAuthRowsKeptMs));
        await scheduleJob(tx, nextHourlyJob(authPruneJob, attempt.now));
      },
    } satisfies JobHandler,
  };
}
