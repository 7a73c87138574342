import type { App } from '../app';

/**
 * Runs what a write sets off for the patient's notices, as the running server would: the durable
 * consumers plan the notice (a job), the jobs make it and then send it (a second job).
 */
export async function settlePatientNotices(app: App) {
  for (let round = 0; round < 2; round++) {
    await app.eventConsumers.runAll();
    await app.jobs.runDue();
  }
}
