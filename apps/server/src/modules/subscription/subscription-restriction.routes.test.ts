import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { users } from '../../db/schema/accounts';
import { subscriptions } from '../../db/schema/subscription';
import { practiceDay } from '../../lib/practice-time';
import { at, book, bookableReason, freshPhone, newPatientBooking, sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { addDays } from './subscription-days';
import { dayMs, establishedOfferId, operatorRun, proofOf, url } from './subscription-test-helpers';

/** Restricted, a practice books no new appointment and creates no patient; paying lifts it. */
describe.each(testBackends())('subscription restriction on %s', (backend) => {
  let app: App;
  let clock = new Date(at(0, '07:00')).getTime();
  let doctor: Session;
  let assistant: Session;
  let reasonId: string;

  beforeAll(async () => {
    app = await createTestApp(backend, { now: () => new Date(clock) });
    doctor = await sessionOf(app, 'doctor@tabib.test');
    assistant = await sessionOf(app, 'asdoctor@tabib.test');
    reasonId = bookableReason(doctor)._id;
    // The welcome period ended yesterday.
    const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'doctor@tabib.test'));
    await app.db
      .update(subscriptions)
      .set({ trialEndsOn: addDays(practiceDay(new Date(clock)), -1) })
      .where(eq(subscriptions.doctorId, row!.id));
  });
  afterAll(() => app.close());

  let slot = 8;
  const nextBooking = () => newPatientBooking(reasonId, at(20, `${String(slot++).padStart(2, '0')}:00`));
  const newPatient = (session: Session) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/doctors/patients/create-new-patient',
      headers: session.headers,
      payload: { firstName: 'Lina', lastName: 'Kherbache', phone: freshPhone(), gender: 'FEMALE' },
    });
  const expectRestricted = async () => {
    for (const response of [await book(app, doctor, nextBooking()), await book(app, assistant, nextBooking())]) {
      expect([response.statusCode, response.json().code]).toEqual([402, 'subscriptionRestrictedAction']);
    }
    const patient = await newPatient(doctor);
    expect([patient.statusCode, patient.json().code]).toEqual([402, 'subscriptionRestrictedAction']);
  };
  const expectFree = async () => {
    const booked = await book(app, doctor, nextBooking());
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await newPatient(assistant)).statusCode).toBe(201);
  };

  it('refuses new bookings and new patients once the welcome period is over, for the doctor and the assistant', async () => {
    await expectRestricted();
    const general = doctor.profile.consultationReasons.find((reason) => reason.title.fr === 'Consultation générale')!._id;
    const publicBooking = await app.inject({
      method: 'POST',
      url: '/api/v1/public/doctors/dr-amine-benali/appointments',
      remoteAddress: '10.77.0.1',
      payload: {
        reason: general,
        type: 'cabinet',
        locale: 'fr',
        startAt: at(21, '09:20'),
        altcha: await proofOf(app),
        patient: { gender: 'FEMALE', firstName: 'Nadia', lastName: 'Khelifi', age: 34, phone: freshPhone() },
      },
    });
    expect([publicBooking.statusCode, publicBooking.json().code]).toEqual([402, 'subscriptionRestrictedAction']);
    // Reading goes on.
    const week = await app.inject({
      method: 'GET',
      url: `/api/v1/doctors/appointments/retrieve-appointments-on-mode?mode=day&fromTime=${encodeURIComponent(at(0, '00:00'))}&toTime=${encodeURIComponent(at(1, '00:00'))}`,
      headers: doctor.headers,
    });
    expect(week.statusCode).toBe(200);
  });

  it('gives an invoice its 10 days to pay, restricts again on the due day, and lifts it for good once paid', async () => {
    const created = await app.inject({
      method: 'POST',
      url: url('createInvoice'),
      headers: doctor.headers,
      payload: { offer_id: establishedOfferId, payment_method: 'virement', requested_period: 6, token: await proofOf(app) },
    });
    expect(created.statusCode, created.body).toBe(200);
    await expectFree();
    clock += 10 * dayMs;
    await expectRestricted();
    const waiting = (await operatorRun(app, 'subscriptions.waiting')) as { paymentId: string; accounts: { email: string }[] }[];
    const mine = waiting.find((payment) => payment.accounts.some((account) => account.email === 'doctor@tabib.test'))!;
    await operatorRun(app, 'subscriptions.confirm', { id: mine.paymentId });
    await expectFree();
  });

  it("restricts a clinic's doctors with the clinic's subscription", async () => {
    const clinicDoctor = await sessionOf(app, 'clinic.doctor@tabib.test');
    const [row] = await app.db
      .select({ clinicId: users.clinicId })
      .from(users)
      .where(eq(users.email, 'clinic.doctor@tabib.test'));
    await app.db.update(subscriptions).set({ status: 'waiting' }).where(eq(subscriptions.clinicId, row!.clinicId!));
    const refused = await book(app, clinicDoctor, newPatientBooking(bookableReason(clinicDoctor)._id, at(22, '10:00')));
    expect([refused.statusCode, refused.json().code]).toEqual([402, 'subscriptionRestrictedAction']);
    const tracking = await app.inject({ method: 'GET', url: url('clinicTracking'), headers: clinicDoctor.headers });
    expect(tracking.json()).toMatchObject({ status: 'waiting', restricted: true, display_topbar_start_subscription: true });
    // doctor@'s own practice is not the clinic's
    expect((await book(app, doctor, nextBooking())).statusCode).toBe(201);
  });
});
