import { sql } from 'drizzle-orm';
import type { App } from '../app';

/** Events some consumer has not read yet, those of transactions still running included. */
async function unreadEvents(app: App): Promise<number> {
  const result = await app.db.execute(sql`
    select count(*)::int as unread from event_cursors c
    join domain_events e on (e.tx, e.id) > (c.tx, c.id)`);
  return Number((result as unknown as { rows: { unread: number }[] }).rows[0]!.unread);
}

/**
 * Runs the durable consumers until every one has read every event. A consumer does not read an
 * event while an older transaction runs (the job worker's, woken by NOTIFY), and a notice planned
 * only after a test has moved its clock counts as late and is never sent.
 */
export async function catchUpConsumers(app: App, between: () => Promise<unknown> = async () => undefined) {
  for (let round = 0; round < 50; round++) {
    await app.eventConsumers.runAll();
    await between();
    if ((await unreadEvents(app)) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the durable consumers did not catch up with the event log');
}

/**
 * Runs what a write sets off for the patient's notices, as the running server would: the durable
 * consumers plan the notice (a job), the jobs make it and then send it (a second job).
 */
export async function settlePatientNotices(app: App) {
  await catchUpConsumers(app, () => app.jobs.runDue());
  // The jobs the last events planned, and the sending jobs those made.
  await app.jobs.runDue();
}
