import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MissedTeleconsultations } from '@tabib/contracts/teleconsultation';
import type { App } from '../../app';
import { appointments } from '../../db/schema/appointments';
import { at, book, bookableReason, newPatientBooking, sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';

const path = '/api/v1/doctors/appointments/teleconsulta/missed-appointments';

/** Issue 16: the missed teleconsultations list (spec 2 section 7; docs/decisions.md, "Teleconsultation"). */
describe.each(testBackends())('missed teleconsultations on %s', (backend) => {
  let app: App;
  let doctor: Session;
  // Moved forward by the tests: bookings are made ahead of it, then it passes them.
  let clock = new Date(at(0, '08:00'));

  beforeAll(async () => {
    app = await createTestApp(backend, { now: () => clock });
    doctor = await sessionOf(app, 'doctor@tabib.test');
  });
  afterAll(() => app.close());

  const teleReason = (session: Session) =>
    session.profile.consultationReasons.find((reason) => reason.title.fr === 'Téléconsultation')!;

  async function booked(session: Session, startAt: string, type: 'visio' | 'cabinet' = 'visio') {
    const reason = type === 'visio' ? teleReason(session)._id : bookableReason(session)._id;
    const answer = await book(app, session, newPatientBooking(reason, startAt, { type }));
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().appointment as { _id: string; patient: { _id: string } };
  }

  async function setStatus(session: Session, id: string, status: string) {
    const answer = await app.inject({
      method: 'PUT',
      url: `/api/v1/doctors/appointments/${id}/status`,
      headers: session.headers,
      payload: { status, appointmentId: id, isNotify: false },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }

  const list = (session: Session, query = '?page=1') =>
    app.inject({ method: 'GET', url: `${path}${query}`, headers: session.headers });
  const listed = async (session: Session, page = 1) => {
    const answer = await list(session, `?page=${page}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as MissedTeleconsultations;
  };

  it('lists the visio appointments that ended uncalled or with the patient absent, newest first, as datums', async () => {
    const uncalled = await booked(doctor, at(1, '17:00'));
    const absent = await booked(doctor, at(1, '17:20'));
    const done = await booked(doctor, at(1, '17:40'));
    const cancelled = await booked(doctor, at(1, '18:00'));
    await booked(doctor, at(1, '18:20'), 'cabinet');
    const later = await booked(doctor, at(2, '17:00'));
    await setStatus(doctor, done._id, 'DONE');
    await setStatus(doctor, cancelled._id, 'DOCTOR_CANCELED');

    clock = new Date(at(2, '09:00'));
    await setStatus(doctor, absent._id, 'PATIENT_MISSED');
    const body = await listed(doctor);
    expect(body.missedAppointments.map((datum) => datum.id)).toEqual([absent._id, uncalled._id]);
    expect(body).toMatchObject({ success: true, total: 2, hasMore: false });
    const tele = teleReason(doctor);
    expect(body.missedAppointments[1]).toEqual({
      id: uncalled._id,
      firstName: 'Nour',
      lastName: 'Test',
      picture: null,
      startAt: at(1, '17:00'),
      duration: 20,
      cr_title: tele.title,
      patient_id: uncalled.patient._id,
      patient_is_waiting: false,
    });

    // Once they have ended, the later one and the seeded one of that day are missed too; 30 days on, none is listed any more.
    clock = new Date(at(2, '17:30'));
    const afterwards = (await listed(doctor)).missedAppointments;
    expect(afterwards.map((datum) => datum.id)).toEqual([later._id, expect.any(String), absent._id, uncalled._id]);
    expect(afterwards[1]!.startAt).toBe(at(2, '14:00'));
    clock = new Date(at(33, '09:00'));
    expect((await listed(doctor)).total).toBe(0);
    clock = new Date(at(0, '08:00'));
  });

  it("pages by 10 and lists only the acting doctor's practice: the assistant sees its doctor's, another practice none of them", async () => {
    const clinicDoctor = await sessionOf(app, 'clinic.doctor@tabib.test');
    const first = await booked(clinicDoctor, at(3, '08:00'));
    const [row] = await app.db.select().from(appointments).where(eq(appointments.id, first._id));
    // With the seeded one of day 2, twelve: ten more of the same patient in the nights before, clear of
    // the seeded week (inserted: bookings cannot be made in the past).
    await app.db.insert(appointments).values(
      Array.from({ length: 10 }, (_, index) => {
        const startAt = new Date(at(2 - Math.floor(index / 6), `0${index % 6}:10`));
        return {
          doctorId: row!.doctorId,
          patientId: row!.patientId,
          consultationReasonId: row!.consultationReasonId,
          startAt,
          endAt: new Date(startAt.getTime() + 20 * 60_000),
          duration: 20,
          type: 'visio' as const,
        };
      }),
    );
    clock = new Date(at(3, '12:00'));
    const page1 = await listed(clinicDoctor, 1);
    expect(page1).toMatchObject({ total: 12, hasMore: true });
    expect(page1.missedAppointments).toHaveLength(10);
    expect(page1.missedAppointments[0]!.id).toBe(first._id);
    const page2 = await listed(clinicDoctor, 2);
    expect(page2).toMatchObject({ total: 12, hasMore: false });
    expect(page2.missedAppointments).toHaveLength(2);
    const starts = [...page1.missedAppointments, ...page2.missedAppointments].map((datum) => datum.startAt);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(new Set([...page1.missedAppointments, ...page2.missedAppointments].map((datum) => datum.id)).size).toBe(12);
    expect(await listed(clinicDoctor, 3)).toMatchObject({ total: 12, hasMore: false, missedAppointments: [] });

    // doctor@'s practice: their assistant acting as doctor sees the same list, never the clinic doctor's.
    const ours = await listed(doctor);
    const asDoctor = await listed(await sessionOf(app, 'asdoctor@tabib.test'));
    expect(asDoctor.missedAppointments.map((datum) => datum.id)).toEqual(ours.missedAppointments.map((datum) => datum.id));
    const clinicIds = new Set(page1.missedAppointments.map((datum) => datum.id));
    expect(ours.missedAppointments.filter((datum) => clinicIds.has(datum.id))).toEqual([]);
    // The read-only doctor of a practice with no teleconsultation has an empty list.
    expect(await listed(await sessionOf(app, 'limited@tabib.test'))).toEqual({
      success: true,
      total: 0,
      hasMore: false,
      missedAppointments: [],
    });
    clock = new Date(at(0, '08:00'));
  });

  it('refuses clinic accounts and ASS assistants, a bad page and no session', async () => {
    const codeOf = async (session: Session, query = '?page=1') => {
      const answer = await list(session, query);
      return `${answer.statusCode} ${answer.json().code}`;
    };
    for (const email of ['clinic@tabib.test', 'clinic.unit@tabib.test', 'assistant@tabib.test'])
      expect(await codeOf(await sessionOf(app, email)), email).toBe('403 DoctorNotAuthorizedAction');
    expect(await codeOf(doctor, '?page=0')).toBe('400 validationFailed');
    expect(await codeOf(doctor, '?page=abc')).toBe('400 validationFailed');
    expect((await list(doctor, '')).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `${path}?page=1` })).statusCode).toBe(401);
  });
});
