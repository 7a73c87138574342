import { AsyncResource } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

// Made at load, outside any request: work run in its scope sees none of the asking request's
// async context, so it cannot join that request's transaction (db/request-transaction.ts).
const outsideRequests = new AsyncResource('BackgroundWork');

/**
 * Work done after the answer has left (there is no job queue yet): it starts on a later turn
 * of the event loop than the handler that asked for it, its failure is logged, and `drain`
 * (called when the app closes) waits for all of it, so shutdown and tests lose nothing.
 */
export function createBackgroundWork(log: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();
  return {
    run(name: string, work: () => Promise<void>): void {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => outsideRequests.runInAsyncScope(work))
        .catch((error: unknown) => log.error({ err: error, work: name }, `background work failed: ${name}`))
        .finally(() => running.delete(done));
      running.add(done);
    },

    /** Resolves once nothing runs, work started meanwhile included. */
    async drain(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}

export type BackgroundWork = ReturnType<typeof createBackgroundWork>;
