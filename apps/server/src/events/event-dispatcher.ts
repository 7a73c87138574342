import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '../db/client';
import type { LoggedEvent } from './domain-event';
import { eventsChannel } from './event-log';
import { currentEnd, cursorOf, readEventsAfter, type EventCursor } from './event-reader';

export type EventSubscriber = (event: LoggedEvent) => void;

const batchSize = 500;
/** A notified event not yet readable waits for an older transaction still running: look again soon, then less often. */
const retryDelaysMs = [1, 2, 4, 8, 16, 32, 64, 128];
/** A notified id still unread after this long is forgotten (a row pruned meanwhile, say). */
const awaitedForMs = 60_000;

/**
 * One per server process: woken by NOTIFY on eventsChannel (the payload is an event id), it
 * reads the log after its cursor and hands each event, in order, to its subscribers (sockets,
 * the week cache, the durable consumers). It starts at the log's end; when its LISTEN
 * connection comes back after a loss it resumes from its cursor, so nothing committed
 * meanwhile is missed. Subscribers run synchronously and must not throw; one that does is logged.
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
  /** Ids heard of but not yet read, with when they were heard. */
  const awaited = new Map<number, number>();
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
        deliver(event);
      }
      if (events.length < batchSize) return;
    }
  }

  function scheduleRetry() {
    const now = Date.now();
    for (const [id, heardAt] of awaited) if (now - heardAt > awaitedForMs) awaited.delete(id);
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
          if (Number.isSafeInteger(id)) awaited.set(id, Date.now());
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
      while (reading) await reading;
      await startRead();
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await stopListening?.();
      await reading;
    },
  };
}

export type EventDispatcher = ReturnType<typeof createEventDispatcher>;
