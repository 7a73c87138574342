import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { openTestDatabase, testBackends } from '../../test/test-database';
import { at, book, bookableReason, newPatientBooking, sessionOf, type Session } from '../../test/booking-helpers';

/**
 * A status change or an arrival is one conditional statement (`status = 'BOOKED'`): another
 * session's uncommitted cancellation holds the row, the API call reads the appointment as
 * still BOOKED, waits for the row, and must then find it cancelled rather than overwrite it.
 * Neither waits for the doctor's lock, which only the overlap and day-count checks need.
 */
describe.runIf(testBackends().includes('postgres'))('status changes against a concurrent cancellation', () => {
  let app: App;
  let doctor: Session;
  let reasonId: string;
  let other: pg.Client;
  let slot = 0;
  beforeAll(async () => {
    const database = await openTestDatabase('postgres');
    app = await createTestApp('postgres', { database });
    doctor = await sessionOf(app, 'doctor@tabib.test');
    reasonId = bookableReason(doctor)._id;
    other = new pg.Client({ connectionString: database.url! });
    await other.connect();
  });
  afterAll(async () => {
    await other.end();
    await app.close();
  });

  const bookOne = async (): Promise<string> => {
    const hour = String(8 + (slot++ % 8)).padStart(2, '0');
    const response = await book(app, doctor, newPatientBooking(reasonId, at(17 + Math.floor(slot / 8), `${hour}:00`)));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().appointment._id;
  };
  const put = (url: string, payload?: object) =>
    app.inject({ method: 'PUT', url: `/api/v1${url}`, headers: doctor.headers, ...(payload ? { payload } : {}) });

  /** Cancels `id` in `other` without committing, starts `request`, commits once it waits for the row. */
  async function whileCancelPending<T>(id: string, request: () => Promise<T>): Promise<T> {
    await other.query('begin');
    await other.query(`update appointments set status = 'DOCTOR_CANCELED' where id = $1`, [id]);
    const pending = request();
    const until = Date.now() + 10_000;
    for (;;) {
      const { rows } = await other.query<{ waiting: number }>(
        "select count(*)::int as waiting from pg_locks where locktype = 'transactionid' and not granted",
      );
      if (rows[0]!.waiting > 0) break;
      if (Date.now() > until) throw new Error('the request never waited for the row');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await other.query('commit');
    return pending;
  }

  const stored = async (id: string) =>
    (
      await other.query<{ status: string; patient_arrived: boolean }>(
        'select status, patient_arrived from appointments where id = $1',
        [id],
      )
    ).rows[0]!;

  it('does not mark a patient arrived on an appointment cancelled meanwhile', async () => {
    const id = await bookOne();
    const response = await whileCancelPending(id, () => put(`/doctors/appointments/${id}/patient-arrived`));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('appointmentNotBooked');
    expect(await stored(id)).toEqual({ status: 'DOCTOR_CANCELED', patient_arrived: false });
  });

  it('does not mark done an appointment cancelled meanwhile', async () => {
    const id = await bookOne();
    const response = await whileCancelPending(id, () => put(`/doctors/appointments/${id}/status`, { status: 'DONE' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('appointmentNotBooked');
    expect((await stored(id)).status).toBe('DOCTOR_CANCELED');
  });

  it("changes a status while another session holds the doctor's booking lock", async () => {
    const id = await bookOne();
    await other.query('begin');
    await other.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [doctor.profile._id]);
    try {
      const answer = await Promise.race([
        put(`/doctors/appointments/${id}/status`, { status: 'DONE' }),
        new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 3_000)),
      ]);
      expect(answer === 'waited' ? answer : answer.statusCode).toBe(200);
    } finally {
      await other.query('commit');
    }
    expect((await stored(id)).status).toBe('DONE');
  });
});
