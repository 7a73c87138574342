import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { App } from '../../app';
import { openPostgres } from '../../db/client';
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
import { publishEvent } from '../../events/event-log';

const weekUrl = (days: number, query = '') =>
  `/api/v1/doctors/appointments/retrieve-appointments-on-mode?mode=week&fromTime=${encodeURIComponent(at(days, '00:00'))}&toTime=${encodeURIComponent(at(days + 7, '00:00'))}${query}`;

const weekOf = async (app: App, session: Session, days: number, query = '') => {
  const response = await app.inject({ method: 'GET', url: weekUrl(days, query), headers: session.headers });
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json() as {
    success?: boolean;
    code?: string;
    appointments: { _id: string; status: string; start: string; patient: { missingAppointments: number } }[];
  };
};

async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(testBackends())('week cache in one process on %s', (backend) => {
  let app: App;
  let doctor: Session;
  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'doctor@tabib.test');
  });
  afterAll(() => app.close());

  // Days 30 to 36 are a seeded vacancy of doctor@ (demo-calendar.ts): days 23 to 30 hold none.
  it('serves a repeated week from the cache, and a booking, a move and a status change drop it', async () => {
    const { weekCache } = app.services;
    expect(weekCache.stats.online).toBe(true);
    const before = await weekOf(app, doctor, 23);
    expect(await weekOf(app, doctor, 23)).toEqual(before);
    expect(weekCache.stats.entries).toBeGreaterThan(0);

    const booked = (await book(app, doctor, newPatientBooking(bookableReason(doctor)._id, at(24, '09:00')))).json();
    const afterBooking = await weekOf(app, doctor, 23);
    expect(afterBooking.appointments.map((a) => a._id)).toContain(booked.appointment._id);

    const id = booked.appointment._id as string;
    await app.inject({
      method: 'PUT',
      url: `/api/v1/doctors/appointments/${id}`,
      headers: doctor.headers,
      payload: {
        newValues: { startAt: at(24, '10:00'), consultationReason: bookableReason(doctor)._id, duration: 20, type: 'cabinet' },
      },
    });
    expect((await weekOf(app, doctor, 23)).appointments.find((a) => a._id === id)?.start).toBe(at(24, '10:00'));

    await app.inject({
      method: 'PUT',
      url: `/api/v1/doctors/appointments/${id}/status`,
      headers: doctor.headers,
      payload: { status: 'DOCTOR_CANCELED', appointmentId: id },
    });
    expect((await weekOf(app, doctor, 23)).appointments.map((a) => a._id)).not.toContain(id);
  });

  it("keeps a week's cached answer through changes in other weeks; a missed visit, shown in every week, drops it", async () => {
    const { weekCache } = app.services;
    const reasonId = bookableReason(doctor)._id;
    const here = (await book(app, doctor, newPatientBooking(reasonId, at(66, '09:00')))).json();
    const patientId = here.patient_id as string;
    const elsewhere = (await book(app, doctor, existingPatientBooking(reasonId, patientId, at(74, '09:00')))).json();
    await weekOf(app, doctor, 65);
    await weekOf(app, doctor, 72);
    const entries = weekCache.stats.entries;
    // A booking and a move in days 72 to 79, and the notifications they send through PostgreSQL.
    await book(app, doctor, newPatientBooking(reasonId, at(73, '11:00')));
    await app.inject({
      method: 'PUT',
      url: `/api/v1/doctors/appointments/${elsewhere.appointment._id}`,
      headers: doctor.headers,
      payload: { newValues: { startAt: at(75, '10:00'), consultationReason: reasonId, duration: 20, type: 'cabinet' } },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(weekCache.stats.entries).toBe(entries - 1);
    expect((await weekOf(app, doctor, 65)).appointments[0]?.patient.missingAppointments).toBe(0);
    expect(weekCache.stats.entries).toBe(entries - 1);

    await app.inject({
      method: 'PUT',
      url: `/api/v1/doctors/appointments/${elsewhere.appointment._id}/status`,
      headers: doctor.headers,
      payload: { status: 'PATIENT_MISSED', appointmentId: elsewhere.appointment._id },
    });
    const week = await weekOf(app, doctor, 65);
    expect(week.appointments.find((a) => a._id === here.appointment._id)?.patient.missingAppointments).toBe(1);
  });

  it('gzips the week for a client that takes it, with the same JSON, from the cache too', async () => {
    // Two appointments: over the 1 KiB below which nothing is compressed.
    await book(app, doctor, newPatientBooking(bookableReason(doctor)._id, at(45, '09:00')));
    await book(app, doctor, newPatientBooking(bookableReason(doctor)._id, at(45, '10:00')));
    const plain = await app.inject({ method: 'GET', url: weekUrl(44), headers: doctor.headers });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const zipped = await app.inject({
        method: 'GET',
        url: weekUrl(44),
        headers: { ...doctor.headers, 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
    const refused = await app.inject({
      method: 'GET',
      url: weekUrl(44),
      headers: { ...doctor.headers, 'accept-encoding': 'gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it("drops a doctor's weeks on an event logged by the database itself (the dispatcher hears it on this backend)", async () => {
    const { weekCache } = app.services;
    await weekOf(app, doctor, 40);
    const cached = weekCache.stats.entries;
    expect(cached).toBeGreaterThan(0);
    await publishEvent(app.db, { kind: 'calendarChanged', doctorId: doctor.profile._id });
    await eventually(() => weekCache.stats.entries === 0);
  });

  it('keys on the filters: a status or reason filter is its own answer', async () => {
    const reasonId = bookableReason(doctor)._id;
    const booked = (await book(app, doctor, newPatientBooking(reasonId, at(50, '09:00')))).json();
    const id = booked.appointment._id as string;
    const all = await weekOf(app, doctor, 49);
    expect(all.appointments.map((a) => a._id)).toContain(id);
    const done = await weekOf(app, doctor, 49, `&status=${encodeURIComponent('["DONE"]')}`);
    expect(done.appointments.map((a) => a._id)).not.toContain(id);
    const otherReason = doctor.profile.consultationReasons.find((reason) => reason._id !== reasonId)!._id;
    const ofOtherReason = await weekOf(
      app,
      doctor,
      49,
      `&consultationReasons=${encodeURIComponent(JSON.stringify([otherReason]))}`,
    );
    expect(ofOtherReason.appointments.map((a) => a._id)).not.toContain(id);
    const ofReason = await weekOf(app, doctor, 49, `&consultationReasons=${encodeURIComponent(JSON.stringify([reasonId]))}`);
    expect(ofReason.appointments.map((a) => a._id)).toContain(id);
    expect((await weekOf(app, doctor, 49)).appointments).toEqual(all.appointments);
  });

  it("never serves another practice's week from the cache", async () => {
    const booked = (await book(app, doctor, newPatientBooking(bookableReason(doctor)._id, at(60, '09:00')))).json();
    const id = booked.appointment._id as string;
    expect((await weekOf(app, doctor, 59)).appointments.map((a) => a._id)).toContain(id);
    expect((await weekOf(app, doctor, 59)).appointments.map((a) => a._id)).toContain(id);

    for (const email of ['clinic.doctor@tabib.test', 'limited@tabib.test']) {
      const outsider = await sessionOf(app, email);
      expect((await weekOf(app, outsider, 59)).appointments, email).toEqual([]);
      expect((await weekOf(app, outsider, 59, `&cqDoctor=${doctor.profile._id}`)).appointments, email).toEqual([]);
    }
    const clinic = await sessionOf(app, 'clinic@tabib.test');
    expect((await weekOf(app, clinic, 59, `&cqDoctor=${doctor.profile._id}`)).code).toBe('DoctorNotAuthorizedAction');
    const clinicDoctorId = clinic.profile.clinicObject!.doctors[0]!._id;
    expect((await weekOf(app, clinic, 59, `&cqDoctor=${clinicDoctorId}`)).appointments.map((a) => a._id)).not.toContain(id);
    // The assistant shares the doctor's practice, so the same answer.
    const assistant = await sessionOf(app, 'assistant@tabib.test');
    expect((await weekOf(app, assistant, 59)).appointments.map((a) => a._id)).toContain(id);
  });
});

describe.runIf(testBackends().includes('postgres'))('week cache across two server processes on one PostgreSQL', () => {
  let first: App;
  let second: App;
  beforeAll(async () => {
    const database = await openTestDatabase('postgres');
    first = await createTestApp('postgres', { database });
    second = await createTestApp('postgres', { database: openPostgres(database.url!) });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it("a booking and a cancellation through one instance drop the other instance's cached week", async () => {
    const doctorOnFirst = await sessionOf(first, 'doctor@tabib.test');
    const doctorOnSecond = await sessionOf(second, 'doctor@tabib.test');
    const warm = await weekOf(second, doctorOnSecond, 70);
    expect(await weekOf(second, doctorOnSecond, 70)).toEqual(warm);
    expect(second.services.weekCache.stats.entries).toBeGreaterThan(0);

    const booked = (
      await book(first, doctorOnFirst, newPatientBooking(bookableReason(doctorOnFirst)._id, at(71, '09:00')))
    ).json();
    const id = booked.appointment._id as string;
    await eventually(() => second.services.weekCache.stats.entries === 0);
    expect((await weekOf(second, doctorOnSecond, 70)).appointments.map((a) => a._id)).toContain(id);

    await first.inject({
      method: 'PUT',
      url: `/api/v1/doctors/appointments/${id}/status`,
      headers: doctorOnFirst.headers,
      payload: { status: 'DOCTOR_CANCELED', appointmentId: id },
    });
    await eventually(async () => !(await weekOf(second, doctorOnSecond, 70)).appointments.some((a) => a._id === id));
  });

  it('turns the cache off while its LISTEN connection is lost, and back on once it listens again', async () => {
    const doctor = await sessionOf(second, 'doctor@tabib.test');
    await weekOf(second, doctor, 80);
    expect(second.services.weekCache.stats.entries).toBeGreaterThan(0);
    await second.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
    );
    await eventually(() => !second.services.weekCache.stats.online);
    expect(second.services.weekCache.stats.entries).toBe(0);
    await eventually(() => second.services.weekCache.stats.online);
  });
});
