import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../db/client';
import { eventCursors } from '../db/schema/events';
import type { DomainEventKind, LoggedEvent } from './domain-event';
import { currentEnd, cursorOf, readEventsAfter } from './event-reader';

/**
 * Work that must happen once per event whatever the number of processes, and survive a
 * crash (notifications, queued jobs): `handle` runs inside the transaction that moves the
 * consumer's cursor, so its writes and the cursor commit together.
 */
export interface DurableConsumer {
  name: string;
  /** The kinds it handles; the others only move its cursor. */
  kinds: readonly DomainEventKind[];
  handle(tx: Transaction, event: LoggedEvent): Promise<void>;
}

const batchSize = 100;
/** Events that come together are handled together: one transaction for a burst, not one per event. */
const gatherMs = 20;

/**
 * Runs each consumer from its cursor in event_cursors (made at the log's end the first time).
 * Every process runs them when its dispatcher delivers a kind they handle and at start; the
 * cursor row's lock (SKIP LOCKED) lets one process at a time work, and the others' later
 * runs pick up what came meanwhile.
 */
export function createDurableConsumers({ db, log }: { db: Database; log: FastifyBaseLogger }) {
  const consumers: DurableConsumer[] = [];
  const running = new Map<string, Promise<void>>();
  const rerun = new Set<string>();
  const gathering = new Map<string, NodeJS.Timeout>();

  /** One batch; true when a full batch was handled (there may be more). */
  async function runBatch(consumer: DurableConsumer): Promise<boolean> {
    return db.transaction(async (tx) => {
      await tx
        .insert(eventCursors)
        .values({ name: consumer.name, ...(await currentEnd(tx)) })
        .onConflictDoNothing();
      const [cursor] = await tx
        .select({ tx: eventCursors.tx, id: eventCursors.id })
        .from(eventCursors)
        .where(eq(eventCursors.name, consumer.name))
        .for('update', { skipLocked: true });
      // Another process is at it; its next run sees what this one was woken for.
      if (!cursor) return false;
      const events = await readEventsAfter(tx, cursor, batchSize);
      for (const event of events) {
        if (consumer.kinds.includes(event.kind)) await consumer.handle(tx, event);
      }
      const last = events.at(-1);
      if (last) {
        await tx
          .update(eventCursors)
          .set({ ...cursorOf(last), updatedAt: sql`now()` })
          .where(eq(eventCursors.name, consumer.name));
      }
      return events.length === batchSize;
    });
  }

  function run(consumer: DurableConsumer): Promise<void> {
    const current = running.get(consumer.name);
    if (current) {
      rerun.add(consumer.name);
      return current;
    }
    const work = (async () => {
      try {
        while (await runBatch(consumer));
      } catch (error) {
        log.error({ err: error, consumer: consumer.name }, 'durable event consumer failed; it retries at its next event');
      } finally {
        running.delete(consumer.name);
        if (rerun.delete(consumer.name)) void run(consumer);
      }
    })();
    running.set(consumer.name, work);
    return work;
  }

  return {
    register(consumer: DurableConsumer) {
      consumers.push(consumer);
    },
    /** The dispatcher's subscriber: wakes the consumers that handle this kind, a moment later. */
    onEvent(event: LoggedEvent) {
      for (const consumer of consumers) {
        if (!consumer.kinds.includes(event.kind) || gathering.has(consumer.name)) continue;
        const timer = setTimeout(() => {
          gathering.delete(consumer.name);
          void run(consumer);
        }, gatherMs);
        timer.unref();
        gathering.set(consumer.name, timer);
      }
    },
    /** Catches every consumer up (start, shutdown, tests). */
    async runAll() {
      for (const timer of gathering.values()) clearTimeout(timer);
      gathering.clear();
      await Promise.all(consumers.map(run));
      await Promise.all([...running.values()]);
    },
  };
}

export type DurableConsumers = ReturnType<typeof createDurableConsumers>;
