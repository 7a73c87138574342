import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type {
  ConsultationReasonVerdictEvent,
  EditRequestDecidedEvent,
  ExplainedSessionEndReason,
  SessionEndedEvent,
} from '@tabib/contracts/live-events';
import type { Executor } from '../db/client';

/** PostgreSQL channel every server process LISTENs on (app.ts) to hear the live events. */
export const liveEventsChannel = 'tabib_live_events';

/** What sessions must hear about at once, whichever process (or operator command) caused it. */
export type LiveEvent =
  | { type: 'sessionsEnded'; userId: string; exceptSessionId?: string; reason: ExplainedSessionEndReason }
  | ({ type: 'sessionEnded'; sessionId: string } & SessionEndedEvent)
  | { type: 'scheduleChanged'; doctorId: string; clinicId: string | null }
  | { type: 'consultationReasonsChanged'; doctorId: string; clinicId: string | null }
  | ({ type: 'consultationReasonVerdict'; clinicId: string | null } & ConsultationReasonVerdictEvent)
  | ({ type: 'editRequestDecided'; doctorId: string } & EditRequestDecidedEvent);

/**
 * Live events travel through PostgreSQL NOTIFY, not an in-process emitter: the operator
 * command line and the other server processes share the database, not our memory. Publishing
 * inside a transaction delivers on commit only, so nobody hears of a change that rolled back.
 */
export function createLiveEvents(db: Executor) {
  const emitter = new EventEmitter();
  return {
    async publish(event: LiveEvent, executor: Executor = db) {
      await executor.execute(sql`select pg_notify(${liveEventsChannel}, ${JSON.stringify(event)})`);
    },
    /** Fed by the LISTEN on liveEventsChannel. */
    deliver(payload: string) {
      let event: LiveEvent;
      try {
        event = JSON.parse(payload) as LiveEvent;
      } catch {
        return;
      }
      emitter.emit('event', event);
    },
    on(listener: (event: LiveEvent) => void) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
  };
}

export type LiveEvents = ReturnType<typeof createLiveEvents>;
