import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { openTestDatabase, testBackends } from '../../test/test-database';
import {
  at,
  book,
  bookableReason,
  existingPatientBooking,
  newPatientBooking,
  sessionOf,
  type Session,
} from '../../test/booking-helpers';

/**
 * book_appointment (migrations 0007, 0015) runs in autocommit: its statement snapshot is taken before
 * it waits for the doctor's lock. These tests hold that lock in another session, commit
 * bookings there while the API call waits, and check that the function's statements after the
 * lock see them: the day count and the replay have no constraint behind them, so a stale
 * snapshot would book a fifth visit, or fail on the unique client id instead of replaying.
 */
describe.runIf(testBackends().includes('postgres'))(
  'book_appointment sees what was committed while it waited for the lock',
  () => {
    let app: App;
    let doctor: Session;
    let reasonId: string;
    let patientId: string;
    let other: pg.Client;
    let url: string;
    beforeAll(async () => {
      const database = await openTestDatabase('postgres');
      app = await createTestApp('postgres', { database });
      doctor = await sessionOf(app, 'doctor@tabib.test');
      reasonId = bookableReason(doctor)._id;
      patientId = (await book(app, doctor, newPatientBooking(reasonId, at(40, '07:00')))).json().patient_id;
      url = database.url!;
      other = new pg.Client({ connectionString: url });
      await other.connect();
    });
    afterAll(async () => {
      await other.end();
      await app.close();
    });

    /** Holds the doctor's lock in `other`, runs `inside` there, starts `request`, commits once it waits. */
    async function whileLockHeld<T>(inside: () => Promise<void>, request: () => Promise<T>): Promise<T> {
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [doctor.profile._id]);
      await inside();
      const pending = request();
      const until = Date.now() + 10_000;
      for (;;) {
        const { rows } = await other.query<{ waiting: number }>(
          "select count(*)::int as waiting from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())",
        );
        if (rows[0]!.waiting > 0) break;
        if (Date.now() > until) throw new Error('the booking never waited for the lock');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await other.query('commit');
      return pending;
    }

    const insertAppointment = (startAt: string, clientUiId: string | null = null) =>
      other.query<{ id: string }>(
        `insert into appointments (doctor_id, patient_id, consultation_reason_id, start_at, end_at, duration, client_ui_id)
       values ($1, $2, $3, $4::timestamptz, $4::timestamptz + interval '20 minutes', 20, $5) returning id`,
        [doctor.profile._id, patientId, reasonId, startAt, clientUiId],
      );

    it('counts the visits of the day committed while it waited (no fifth visit)', async () => {
      const response = await whileLockHeld(
        async () => {
          for (const time of ['08:00', '09:00', '10:00', '11:00']) await insertAppointment(at(41, time));
        },
        () => book(app, doctor, existingPatientBooking(reasonId, patientId, at(41, '12:00'))),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('bookMoreThan4ForPatientForbiden');
    });

    it('replays a booking of the same client id committed while it waited', async () => {
      const clientUiId = randomUUID();
      let earlierId = '';
      const response = await whileLockHeld(
        async () => {
          earlierId = (await insertAppointment(at(42, '08:00'), clientUiId)).rows[0]!.id;
        },
        () => book(app, doctor, existingPatientBooking(reasonId, patientId, at(42, '08:00'), { appointment_ui_id: clientUiId })),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().appointment._id).toBe(earlierId);
    });

    it('finds the overlap committed while it waited itself, before the constraint has to', async () => {
      const caller = new pg.Client({ connectionString: url });
      await caller.connect();
      try {
        const startAt = at(43, '08:10');
        const { rows } = await whileLockHeld(
          async () => {
            await insertAppointment(at(43, '08:00'));
          },
          () =>
            caller.query<{ overlap_found: boolean; booked_id: string | null }>(
              `select * from book_appointment($1, $2, $3, $4, $5::timestamptz, $5::timestamptz + interval '20 minutes', 20, 'cabinet', 'doctor', $6, null, now(),
               $5::timestamptz - interval '8 hours', $5::timestamptz + interval '8 hours', 4, '{}', '{BOOKED,DONE,PATIENT_MISSED}',
               'calendarChanged', '{}', 'nobody_listens', 0)`,
              [randomUUID(), doctor.profile._id, patientId, reasonId, startAt, randomUUID()],
            ),
        );
        expect(rows[0]).toMatchObject({ overlap_found: true, booked_id: null });
      } finally {
        await caller.end();
      }
    });

    it('judges a booking again when the schedule was saved while it waited: a day off made meanwhile refuses it', async () => {
      const startAt = at(44, '08:00');
      const response = await whileLockHeld(
        async () => {
          // What a save of the days off does under the same lock (schedule.repository lockBookings).
          await other.query(
            `insert into days_off (doctor_id, day) values ($1, ($2::timestamptz at time zone 'Africa/Algiers')::date)`,
            [doctor.profile._id, startAt],
          );
          await other.query('update users set schedule_version = schedule_version + 1 where id = $1', [doctor.profile._id]);
        },
        () => book(app, doctor, existingPatientBooking(reasonId, patientId, startAt)),
      );
      expect(response.json().code).toBe('AppointmentOnDayOff');
      expect(response.statusCode).toBe(400);
    });

    it('refuses to run under a snapshot kept for the whole transaction', async () => {
      await other.query('begin isolation level repeatable read');
      const call = other.query(
        `select * from book_appointment($1, $2, $3, $4, now() + interval '50 days', now() + interval '50 days 20 minutes', 20, 'cabinet', 'doctor', 'x', null, now(),
         now() + interval '50 days', now() + interval '51 days', 4, '{}', '{BOOKED,DONE,PATIENT_MISSED}', 'calendarChanged', '{}', 'nobody_listens', 0)`,
        [randomUUID(), doctor.profile._id, patientId, reasonId],
      );
      await expect(call).rejects.toThrow(/READ COMMITTED/);
      await other.query('rollback');
    });
  },
);
