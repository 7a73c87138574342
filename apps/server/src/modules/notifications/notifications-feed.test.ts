import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appointment } from '@tabib/contracts/appointments';
import { locales } from '@tabib/contracts/locales';
import { notificationKinds } from '@tabib/contracts/notifications';
import type { App } from '../../app';
import { notifications } from '../../db/schema/notifications';
import type { DomainEvent, LoggedEvent } from '../../events/domain-event';
import { at, book, bookableReason, newPatientBooking, sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { notificationKindTable, renderNotification } from './notification-kinds';
import { createNotificationsFeed } from './notifications-feed';

// Far above the ids the app's own events take in this database: the fabricated events never collide with them.
let nextEventId = 9_000_000_000;
const logged = (event: DomainEvent): LoggedEvent =>
  ({ ...event, id: nextEventId++, tx: 1, createdAt: new Date() }) as LoggedEvent;

describe('notification kinds', () => {
  it('renders every kind in fr, en and ar, with no empty text', () => {
    const samples = {
      patient_booked: { patientName: 'Nour Test', start: '2026-03-02T08:30:00.000Z' },
      patient_cancel_appointment_at_doctor_calendar: { patientName: 'Nour Test', start: '2026-03-02T08:30:00.000Z' },
      doctor_cancel_appointment_for_patient: { patientName: 'Nour Test', start: '2026-03-02T08:30:00.000Z', actorName: null },
      consultation_reason_verdict: { reasonTitle: { fr: 'Contrôle', en: 'Check-up', ar: 'مراقبة' }, verdict: 'validated' },
      edit_request_verdict: { requestSlug: 'diplomas', verdict: 'rejected' },
      payment: { amountCentimes: 250_000, recordedBy: 'Sara Mansouri', patientName: 'Yasmine Belkacem' },
      subscription_payment_verdict: { verdict: 'confirmed', months: 3, amountCentimes: 1_050_000 },
      clinic_doctor_booked: {
        patientName: 'Nour Test',
        start: '2026-03-02T08:30:00.000Z',
        doctor: { title: 'Dr', firstName: 'Rachid', lastName: 'Bouzid' },
      },
      clinic_doctor_canceled: {
        patientName: 'Nour Test',
        start: '2026-03-02T08:30:00.000Z',
        doctor: { title: 'Pr', firstName: 'Leila', lastName: 'Saadi' },
      },
    } as const;
    expect(Object.keys(notificationKindTable).sort()).toEqual([...notificationKinds].sort());
    for (const kind of notificationKinds) {
      const rendered = renderNotification(kind, samples[kind] as never);
      for (const locale of locales) {
        expect(rendered.title[locale], `${kind} ${locale}`).not.toBe('');
        expect(rendered.message[locale], `${kind} ${locale}`).not.toBe('');
      }
    }
    // the practice's clock (Africa/Algiers, UTC+1) and the dinars' format
    expect(renderNotification('patient_booked', samples.patient_booked).message.fr).toBe(
      'Nour Test a pris rendez-vous le 02/03/2026 à 09:30.',
    );
    expect(renderNotification('payment', samples.payment).message.en).toContain('2 500 DA');
    expect(renderNotification('consultation_reason_verdict', samples.consultation_reason_verdict).message.ar).toContain('مراقبة');
    // a clinic notice names the doctor, with the default title in the reader's language
    const booked = renderNotification('clinic_doctor_booked', samples.clinic_doctor_booked);
    expect(booked.title).toEqual({
      fr: 'Nouveau rendez-vous : Dr Rachid Bouzid',
      en: 'New appointment: Dr Rachid Bouzid',
      ar: 'موعد جديد: د. Rachid Bouzid',
    });
    expect(booked.message.fr).toBe('Nour Test, le 02/03/2026 à 09:30.');
    expect(renderNotification('clinic_doctor_canceled', samples.clinic_doctor_canceled).title.ar).toContain('Pr Leila Saadi');
  });
});

describe.each(testBackends())('the notifications feed on %s', (backend) => {
  let app: App;
  let doctor: Session;
  let assistant: Session;
  let asDoctor: Session;
  let booked: Appointment;
  const feed = createNotificationsFeed();
  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'doctor@tabib.test');
    assistant = await sessionOf(app, 'assistant@tabib.test');
    asDoctor = await sessionOf(app, 'asdoctor@tabib.test');
    const response = await book(app, doctor, newPatientBooking(bookableReason(doctor)._id, at(5, '10:00')));
    expect(response.statusCode, response.body).toBe(201);
    booked = response.json().appointment;
  });
  afterAll(() => app.close());

  const handle = (event: LoggedEvent) => app.db.transaction((tx) => feed.handle(tx, event));
  const rowsOf = (event: LoggedEvent) => app.db.select().from(notifications).where(eq(notifications.sourceEventId, event.id));
  const appointmentEvent = (
    type: 'BOOKED' | 'CANCELED' | 'DONE',
    appointment: Partial<Appointment>,
    actorUserId: string | null,
  ): LoggedEvent =>
    logged({
      kind: 'appointmentChanged',
      type,
      doctorId: doctor.profile._id,
      clinicId: null,
      appointment: { ...booked, ...appointment },
      actorUserId,
    });

  it("makes one row per practice member for a patient's own booking, once however often the event comes", async () => {
    const event = appointmentEvent('BOOKED', { source: 'patient' }, null);
    const created = await handle(event);
    const members = [doctor, assistant, asDoctor].map((session) => session.profile._id).sort();
    expect(created.map((entry) => entry.userId).sort()).toEqual(members);

    expect(await handle(event)).toEqual([]);
    const rows = await rowsOf(event);
    expect(rows.map((row) => row.recipientUserId).sort()).toEqual(members);
    expect(rows.map((row) => row.id).sort()).toEqual(created.map((entry) => entry.notificationId).sort());
    const [row] = rows;
    expect(row).toMatchObject({ kind: 'patient_booked', category: 'appointment', appointmentId: booked._id, readAt: null });
    for (const locale of locales) expect(row!.message[locale]).toContain(booked.patient!.firstName);
  });

  it('makes nothing of a booking the practice made, nor of other appointment changes', async () => {
    expect(await handle(appointmentEvent('BOOKED', { source: 'doctor' }, doctor.profile._id))).toEqual([]);
    expect(await handle(appointmentEvent('DONE', { status: 'DONE', source: 'patient' }, doctor.profile._id))).toEqual([]);
  });

  it("tells everyone of a patient's cancellation, and of the practice's cancellation everyone but who made it", async () => {
    const byPatient = await handle(appointmentEvent('CANCELED', { status: 'PATIENT_CANCELED' }, null));
    expect(byPatient).toHaveLength(3);

    const event = appointmentEvent('CANCELED', { status: 'DOCTOR_CANCELED' }, asDoctor.profile._id);
    const byPractice = await handle(event);
    expect(byPractice.map((entry) => entry.userId).sort()).toEqual([doctor.profile._id, assistant.profile._id].sort());
    const [row] = await rowsOf(event);
    expect(row!.kind).toBe('doctor_cancel_appointment_for_patient');
    // who cancelled is named
    expect(row!.message.fr).toMatch(/^\S.* a annulé le rendez-vous de /);
  });

  it("tells the doctor alone of a reason's verdict and of an edit request's verdict", async () => {
    const reason = bookableReason(doctor);
    const verdict = logged({
      kind: 'consultationReasonVerdict',
      verdict: 'rejected',
      consultation_reason_id: reason._id,
      doctorId: doctor.profile._id,
      clinicId: null,
    });
    expect((await handle(verdict)).map((entry) => entry.userId)).toEqual([doctor.profile._id]);
    const [row] = await rowsOf(verdict);
    expect(row).toMatchObject({ kind: 'consultation_reason_verdict', category: 'other', appointmentId: null });
    expect(row!.message.fr).toContain(reason.title.fr);

    const decided = logged({
      kind: 'editRequestDecided',
      doctorId: doctor.profile._id,
      requestId: booked._id,
      requestSlug: 'infos',
      verdict: 'approved',
      note: null,
    });
    expect((await handle(decided)).map((entry) => entry.userId)).toEqual([doctor.profile._id]);
    expect(await handle(decided)).toEqual([]);
  });

  it('ignores the kinds it does not handle', async () => {
    expect(await handle(logged({ kind: 'scheduleChanged', doctorId: doctor.profile._id, clinicId: null }))).toEqual([]);
  });
});
