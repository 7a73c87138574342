import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '../db/client';
import type { LoggedEvent } from './domain-event';
import { eventsChannel } from './event-log';
import { currentEnd, cursorOf, readEventsAfter, readEventsById, type EventCursor } from './event-reader';

export type EventSubscriber = (event: LoggedEvent) => void;

const batchSize = 500;
/** A notified event not yet readable waits for an older transaction still running: look again soon, then less often. */
const retryDelaysMs = [1, 2, 4, 8, 16, 32, 64, 128];
/** A notified id still unread after this long is forgotten (a row pruned meanwhile, say). */
const awaitedForMs = 60_000;

/**
 * One per server process: it hands each committed event once to its subscribers (sockets, the
 * caches, the durable consumers), by two paths:
 * - **Notified**: NOTIFY on eventsChannel carries the event's id, heard after the commit and in
 *   commit order; the dispatcher reads those rows by id and delivers them at once, in that order.
 * - **Ordered**: it also reads the log after its cursor, in (tx, id) order, only below the oldest
 *   transaction still running (event-reader.ts), and delivers what the first path did not. Under
 *   load some older transaction is nearly always running for a few ms, which is why this path is
 *   not the fast one; it is the one that never misses: it starts at the log's end and, when the
 *   LISTEN connection comes back after a loss, resumes from its cursor.
 * Subscribers run synchronously and must not throw; one that does is logged.
 */
export function createEventDispatcher({
  db,
  listen,
  log,
}: {
  db: Database;
  listen: DatabaseHandle['listen'];
  log: FastifyBaseLogger;
}) {
  const subscribers: EventSubscriber[] = [];
  const stateListeners: ((listening: boolean) => void)[] = [];
  /** Ids heard of but not yet passed by the cursor, with when they were heard. */
  const awaited = new Map<number, number>();
  /** Ids heard of, in the order heard, not yet read by the notified path. */
  let notified: number[] = [];
  /** Ids the notified path delivered that the cursor has not passed yet (the ordered path skips them). */
  const deliveredEarly = new Map<number, number>();
  let readingNotified: Promise<void> | undefined;
  let cursor: EventCursor | undefined;
  let reading: Promise<void> | undefined;
  let again = false;
  let retry: NodeJS.Timeout | undefined;
  let retries = 0;
  let stopListening: (() => Promise<void>) | undefined;
  let stopped = false;

  function deliver(event: LoggedEvent) {
    for (const subscriber of subscribers) {
      try {
        subscriber(event);
      } catch (error) {
        log.error({ err: error, eventId: event.id, kind: event.kind }, 'event subscriber failed');
      }
    }
  }

  async function readAll() {
    cursor ??= await currentEnd(db);
    for (;;) {
      const events = await readEventsAfter(db, cursor, batchSize);
      for (const event of events) {
        cursor = cursorOf(event);
        awaited.delete(event.id);
        if (!deliveredEarly.delete(event.id)) deliver(event);
      }
      if (events.length < batchSize) return;
    }
  }

  const passed = (event: LoggedEvent) =>
    cursor !== undefined && (event.tx < cursor.tx || (event.tx === cursor.tx && event.id <= cursor.id));

  /** The notified path: the rows of the ids heard, delivered in the order heard unless already delivered. */
  async function readNotified() {
    while (notified.length > 0 && !stopped) {
      const ids = notified;
      notified = [];
      const byId = new Map((await readEventsById(db, ids)).map((event) => [event.id, event]));
      const heardAt = Date.now();
      for (const id of ids) {
        const event = byId.get(id);
        if (!event || passed(event) || deliveredEarly.has(id)) continue;
        deliveredEarly.set(id, heardAt);
        deliver(event);
      }
    }
  }

  function wakeNotified() {
    if (readingNotified || stopped) return;
    readingNotified = readNotified()
      .catch((error: unknown) => log.error({ err: error }, 'reading the notified events failed'))
      .finally(() => {
        readingNotified = undefined;
        if (notified.length > 0) wakeNotified();
      });
  }

  function scheduleRetry() {
    const now = Date.now();
    for (const [id, heardAt] of awaited) if (now - heardAt > awaitedForMs) awaited.delete(id);
    for (const [id, heardAt] of deliveredEarly) if (now - heardAt > awaitedForMs) deliveredEarly.delete(id);
    if (awaited.size === 0 || stopped) {
      retries = 0;
      return;
    }
    clearTimeout(retry);
    retry = setTimeout(wake, retryDelaysMs[Math.min(retries, retryDelaysMs.length - 1)]);
    retries += 1;
  }

  function startRead(): Promise<void> {
    const current = readAll()
      .catch((error: unknown) => log.error({ err: error }, 'reading the event log failed'))
      .finally(() => {
        reading = undefined;
        if (again) {
          again = false;
          wake();
        } else scheduleRetry();
      });
    reading = current;
    return current;
  }

  /** Reads now, or right after the read in progress: a wake-up is never lost. */
  function wake() {
    if (stopped) return;
    if (reading) again = true;
    else void startRead();
  }

  return {
    subscribe(subscriber: EventSubscriber) {
      subscribers.push(subscriber);
    },
    /** true while notifications are heard; false after a loss (the cursor catches up when they are heard again). */
    onState(listener: (listening: boolean) => void) {
      stateListeners.push(listener);
    },
    async start() {
      cursor = await currentEnd(db);
      stopListening = await listen(eventsChannel, {
        onMessage(payload) {
          const id = Number(payload);
          if (Number.isSafeInteger(id)) {
            awaited.set(id, Date.now());
            // Before the first read the cursor is not set: the ordered path alone knows what is new.
            if (cursor) notified.push(id);
            wakeNotified();
          }
          retries = 0;
          wake();
        },
        onState(listening) {
          if (listening) wake();
          else log.warn('event notifications lost: catching up from the last event read once they are heard again');
          for (const listener of stateListeners) listener(listening);
        },
      });
    },
    /** Resolves once everything committed before the call has been delivered (tests, shutdown). */
    async settle() {
      while (reading || readingNotified) await (reading ?? readingNotified);
      await startRead();
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await stopListening?.();
      await Promise.all([reading, readingNotified]);
    },
  };
}

export type EventDispatcher = ReturnType<typeof createEventDispatcher>;
