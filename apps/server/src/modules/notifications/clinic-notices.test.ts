import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicNoticeKinds, clinicNoticesLimit, type ClinicNotice } from '@tabib/contracts/notifications';
import type { App } from '../../app';
import { notifications } from '../../db/schema/notifications';
import { bearer, completeFirstLogin, tokenOf } from '../../test/auth-helpers';
import { at, book, bookableReason, newPatientBooking, sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { renderNotification } from './notification-kinds';

const api = '/api/v1/doctors/notifications';

/**
 * Issue 17, spec 1 section 4: bookings and cancellations on a clinic's doctors reach the accounts
 * that act for them (admin, member, unit) as notices that stay unread until read; never the one
 * who made the change, never a doctor, never another clinic.
 */
describe.each(testBackends())('clinic notices on %s', (backend) => {
  let app: App;
  let admin: Session;
  let unit: Session;
  let bouzid: Session;
  let saadi: Session;
  let independent: Session;
  let otherClinicAdmin: Session;
  beforeAll(async () => {
    app = await createTestApp(backend);
    admin = await sessionOf(app, 'clinic@tabib.test');
    unit = await sessionOf(app, 'clinic.unit@tabib.test');
    bouzid = await sessionOf(app, 'clinic.doctor@tabib.test');
    saadi = await sessionOf(app, 'clinic.doctor2@tabib.test');
    independent = await sessionOf(app, 'doctor@tabib.test');
    // Another clinic, with its admin signed in past the first-login steps.
    const created = await app.services.accounts.createClinic({
      name: 'Clinique Ennour',
      adminEmail: 'ennour.admin@tabib.test',
      adminFirstName: 'Samia',
      adminLastName: 'Ennour',
    });
    const token = await completeFirstLogin(app, await tokenOf(app, 'ennour.admin@tabib.test', created.oneTimePassword), {
      clinic: true,
    });
    const profile = await app.inject({
      method: 'GET',
      url: '/api/v1/doctors/web/backbone/retrieve-entity-profile',
      headers: bearer(token),
    });
    otherClinicAdmin = { token, profile: profile.json().profile, headers: bearer(token) };
  }, 60_000);
  afterAll(() => app.close());

  const clinicNotices = (session: Session) =>
    app.inject({ method: 'GET', url: `${api}/clinic-notices`, headers: session.headers });
  const noticesOf = async (session: Session) => {
    const response = await clinicNotices(session);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().notices as ClinicNotice[];
  };
  /** The clinic notice rows made from one appointment's changes, by recipient. */
  const rowsAbout = async (patientLastName: string) =>
    (
      await app.db
        .select()
        .from(notifications)
        .where(inArray(notifications.kind, [...clinicNoticeKinds]))
    ).filter((row) => row.message.fr.includes(patientLastName));
  const recipientsOf = (rows: { recipientUserId: string }[]) => rows.map((row) => row.recipientUserId).sort();
  const ids = (...sessions: Session[]) => sessions.map((session) => session.profile._id).sort();

  it("tells the clinic's other accounts of a booking the clinic made for one of its doctors, not the doctors nor another clinic", async () => {
    const bouzidId = bouzid.profile._id;
    const reasonId = (
      admin.profile as unknown as {
        consultationReasonsGrouped: {
          doctorId: string;
          reasons: { _id: string; isValidated: boolean; isEnabled: boolean; duration: number }[];
        }[];
      }
    ).consultationReasonsGrouped
      .find((group) => group.doctorId === bouzidId)!
      .reasons.find((reason) => reason.isEnabled && reason.isValidated)!._id;
    const lastName = `Amel-${randomUUID().slice(0, 8)}`;
    const booked = await book(
      app,
      admin,
      newPatientBooking(reasonId, at(9, '09:00'), {
        selectedClinicDoctor: bouzidId,
        newPatient: { firstName: 'Nour', lastName, gender: 'FEMALE', phone: '+213661299001', birthday: '15/03/1990' },
      }),
    );
    expect(booked.statusCode, booked.body).toBe(201);

    await expect.poll(async () => recipientsOf(await rowsAbout(lastName)), { timeout: 5000 }).toEqual(ids(unit));
    const [row] = await rowsAbout(lastName);
    expect(row).toMatchObject({ kind: 'clinic_doctor_booked', doctorId: bouzidId, readAt: null, appointmentId: null });
    expect(row!.title.fr).toBe('Nouveau rendez-vous : Dr Rachid Bouzid');

    const unitNotices = await noticesOf(unit);
    expect(unitNotices.find((notice) => notice._id === row!.id)).toMatchObject({
      type: 'clinic_doctor_booked',
      category: 'appointment',
      doctorId: bouzidId,
      unread: true,
      appointment: null,
    });
    expect((await noticesOf(admin)).some((notice) => notice.message.fr.includes(lastName))).toBe(false);
    expect((await noticesOf(otherClinicAdmin)).some((notice) => notice.message.fr.includes(lastName))).toBe(false);
  });

  it("tells both clinic accounts of the doctor's own booking and cancellation, and nobody of an independent doctor's", async () => {
    const lastName = `Soi-${randomUUID().slice(0, 8)}`;
    const booked = await book(
      app,
      saadi,
      newPatientBooking(bookableReason(saadi)._id, at(9, '10:00'), {
        newPatient: { firstName: 'Nour', lastName, gender: 'FEMALE', phone: '+213661299002', birthday: '15/03/1990' },
      }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const appointmentId = booked.json().appointment._id as string;
    const canceled = await app.inject({
      method: 'PUT',
      url: `/api/v1/doctors/appointments/${appointmentId}/status`,
      headers: saadi.headers,
      payload: { status: 'DOCTOR_CANCELED', appointmentId, isNotify: false },
    });
    expect(canceled.statusCode, canceled.body).toBe(200);

    await expect.poll(async () => (await rowsAbout(lastName)).length, { timeout: 5000 }).toBe(4);
    const rows = await rowsAbout(lastName);
    for (const kind of clinicNoticeKinds) {
      const ofKind = rows.filter((row) => row.kind === kind);
      expect(recipientsOf(ofKind), kind).toEqual(ids(admin, unit));
      expect(ofKind.every((row) => row.doctorId === saadi.profile._id)).toBe(true);
    }
    // The admin's list holds both, unread. (Their order is not asserted: one consumer transaction may
    // write both with the same time on PostgreSQL, where now() is the transaction's start.)
    const adminNotices = (await noticesOf(admin)).filter((notice) => notice.message.fr.includes(lastName));
    expect(adminNotices.map((notice) => notice.type).sort()).toEqual(['clinic_doctor_booked', 'clinic_doctor_canceled']);

    const independentLastName = `Seul-${randomUUID().slice(0, 8)}`;
    const alone = await book(
      app,
      independent,
      newPatientBooking(bookableReason(independent)._id, at(9, '11:00'), {
        newPatient: {
          firstName: 'Nour',
          lastName: independentLastName,
          gender: 'FEMALE',
          phone: '+213661299003',
          birthday: '15/03/1990',
        },
      }),
    );
    expect(alone.statusCode, alone.body).toBe(201);
    // The same event path made the clinic's rows above; give it the time it took them.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await rowsAbout(independentLastName)).toEqual([]);
  });

  it('keeps a notice until it is read: marked read, it leaves the list; nobody else can mark it', async () => {
    const [first] = await noticesOf(unit);
    expect(first).toBeDefined();
    for (const stranger of [admin, otherClinicAdmin, bouzid]) {
      const refused = await app.inject({ method: 'PUT', url: `${api}/${first!._id}/mark-as-read`, headers: stranger.headers });
      expect(refused.statusCode, stranger.profile._id).toBe(404);
    }
    expect((await noticesOf(unit)).map((notice) => notice._id)).toContain(first!._id);

    const read = await app.inject({ method: 'PUT', url: `${api}/${first!._id}/mark-as-read`, headers: unit.headers });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().notification).toMatchObject({ _id: first!._id, unread: false });
    expect((await noticesOf(unit)).map((notice) => notice._id)).not.toContain(first!._id);
    const [row] = await app.db.select().from(notifications).where(eq(notifications.id, first!._id));
    expect(row!.readAt).not.toBeNull();
  });

  it(`lists the newest ${clinicNoticesLimit} unread clinic notices only, and no other kind`, async () => {
    const recipient = otherClinicAdmin.profile._id;
    for (let minute = 0; minute <= clinicNoticesLimit; minute++) {
      const rendered = renderNotification('clinic_doctor_booked', {
        patientName: `Patient ${minute}`,
        start: '2026-03-02T08:30:00.000Z',
        doctor: { title: 'Dr', firstName: 'Omar', lastName: 'Ferhat' },
      });
      await app.db.insert(notifications).values({
        recipientUserId: recipient,
        doctorId: bouzid.profile._id,
        ...rendered,
        createdAt: new Date(Date.UTC(2026, 0, 1, 8, minute)),
      });
    }
    const verdict = renderNotification('edit_request_verdict', { requestSlug: 'infos', verdict: 'approved' });
    await app.db.insert(notifications).values({ recipientUserId: recipient, doctorId: null, ...verdict, createdAt: new Date() });

    const listed = await noticesOf(otherClinicAdmin);
    expect(listed).toHaveLength(clinicNoticesLimit);
    expect(listed[0]!.message.fr).toContain(`Patient ${clinicNoticesLimit},`);
    expect(listed.every((notice) => notice.type === 'clinic_doctor_booked')).toBe(true);
    const stored = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientUserId, recipient), eq(notifications.kind, 'clinic_doctor_booked')));
    expect(stored).toHaveLength(clinicNoticesLimit + 1);
  });

  it('refuses the accounts that act for no clinic doctor', async () => {
    for (const session of [independent, bouzid, saadi]) {
      const refused = await clinicNotices(session);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ success: false, code: 'DoctorNotAuthorizedAction' });
    }
  });
});
