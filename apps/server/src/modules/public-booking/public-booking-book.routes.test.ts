import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { appointments } from '../../db/schema/appointments';
import { patients } from '../../db/schema/patients';
import { practiceDay } from '../../lib/practice-time';
import { at, book, freshPhone, newPatientBooking, sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { openCabinetMorning, solvedProof } from './public-booking-test-helpers';

/** Issue 15: the patient books on the public page, and cancels with the link of the confirmation. */
describe.each(testBackends())('public booking on %s', (backend) => {
  let app: App;
  let doctor: Session;
  let general: string;
  const slug = 'dr-amine-benali';
  const dayIn = (days: number) => dayjs(practiceDay(new Date())).add(days, 'day').format('YYYY-MM-DD');
  let addressCounter = 1;
  const freshAddress = () => `10.9.${Math.floor(addressCounter / 250)}.${addressCounter++ % 250}`;

  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'doctor@tabib.test');
    general = doctor.profile.consultationReasons.find((r) => r.title.fr === 'Consultation générale')!._id;
    // The morning is open in 8 days (free) and 15 days (a day off).
    await openCabinetMorning(app, doctor);
    const daysOff = await app.inject({
      method: 'PUT',
      url: '/api/v1/doctors/schedule/daysoff',
      headers: doctor.headers,
      payload: { daysNoWork: [dayIn(15)], vacancy: null },
    });
    expect(daysOff.statusCode).toBe(200);
  });
  afterAll(() => app.close());

  const patientOf = (phone: string, overrides: Record<string, unknown> = {}) => ({
    gender: 'FEMALE',
    firstName: 'Nadia',
    lastName: 'Khelifi',
    age: 34,
    phone,
    ...overrides,
  });

  async function bookPublic(
    body: Record<string, unknown>,
    options: { address?: string; proof?: string | null; to?: string } = {},
  ) {
    const altcha = options.proof === undefined ? await solvedProof(app) : options.proof;
    return app.inject({
      method: 'POST',
      url: `/api/v1/public/doctors/${options.to ?? slug}/appointments`,
      remoteAddress: options.address ?? freshAddress(),
      payload: { reason: general, type: 'cabinet', locale: 'ar', ...(altcha === null ? {} : { altcha }), ...body },
    });
  }

  const appointmentRow = async (id: string) => (await app.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

  it('books a free slot of the page for a new patient, registered as self-registered', async () => {
    const phone = freshPhone();
    const response = await bookPublic({ startAt: at(8, '09:20'), patient: patientOf(phone, { email: 'nadia@example.dz' }) });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      code: 'appointmentCreated',
      appointment: { startAt: at(8, '09:20'), type: 'cabinet', reason: { fr: 'Consultation générale' } },
      confirmationChannel: 'email',
    });
    expect(Date.parse(body.appointment.endAt) - Date.parse(body.appointment.startAt)).toBe(20 * 60_000);
    const row = await appointmentRow(body.appointment._id);
    expect(row).toMatchObject({ source: 'patient', status: 'BOOKED', createdByUserId: null });
    const [patient] = await app.db.select().from(patients).where(eq(patients.id, row.patientId));
    expect(patient).toMatchObject({ source: 'patient', phone, firstName: 'Nadia', gender: 'FEMALE' });

    // The slot is no longer offered, and the doctor's calendar holds it.
    const slots = (
      await app.inject({
        method: 'GET',
        url: `/api/v1/public/doctors/${slug}/slots`,
        query: { reason: general, type: 'cabinet' },
      })
    ).json();
    const day = slots.days.find((entry: { day: string }) => entry.day === dayIn(8));
    expect(day.slots.map((slot: { startAt: string }) => slot.startAt)).not.toContain(at(8, '09:20'));
  });

  it('books for the patient a known phone number names, without a duplicate; a doctor-made patient too', async () => {
    const phone = freshPhone();
    const known = await book(
      app,
      doctor,
      newPatientBooking(general, at(8, '11:00'), { newPatient: { ...newPatientBooking(general, '').newPatient, phone } }),
    );
    expect(known.statusCode).toBe(201);
    const patientId = known.json().patient_id;
    const response = await bookPublic({ startAt: at(8, '11:20'), patient: patientOf(phone, { firstName: 'Other' }) });
    expect(response.statusCode).toBe(201);
    expect(response.json().confirmationChannel).toBe('sms');
    expect((await appointmentRow(response.json().appointment._id)).patientId).toBe(patientId);
    const same = await app.db
      .select()
      .from(patients)
      .where(and(eq(patients.doctorId, doctor.profile._id), eq(patients.phone, phone)));
    expect(same).toHaveLength(1);
  });

  it("refuses with the catalogue's codes: slot taken, off the page's slots, day off, past, minor, 4 a day", async () => {
    const code = async (body: Record<string, unknown>) => (await bookPublic(body)).json().code;
    // A fresh number each time: the limit per phone number is not what is tested here.
    const patient = (overrides: Record<string, unknown> = {}) => patientOf(freshPhone(), overrides);
    expect(await code({ startAt: at(8, '09:20'), patient: patient() })).toBe('slotAlreadyBooked');
    expect(await code({ startAt: at(8, '09:05'), patient: patient() })).toBe('AppointmentOutsideSchedule');
    expect(await code({ startAt: at(8, '14:00'), patient: patient() })).toBe('AppointmentOutsideSchedule');
    expect(await code({ startAt: at(15, '09:00'), patient: patient() })).toBe('AppointmentOnDayOff');
    expect(await code({ startAt: at(-7, '09:00'), patient: patient() })).toBe('bookInPastNotAcceptable');
    expect(await code({ startAt: new Date(Date.now() - 60_000).toISOString(), patient: patient() })).toBe(
      'bookInPastNotAcceptable',
    );
    expect(await code({ startAt: at(8, '10:00'), patient: patient({ age: 12 }) })).toBe('minorPatientNotAccepted');
    expect(await code({ startAt: at(8, '10:00'), patient: patientOf('12') })).toBe('PatientRequiredFieldsMissing');
    expect(await code({ startAt: at(8, '10:00'), reason: 'nope', patient: patient() })).toBe('InvalidConsultationReason');
    expect((await bookPublic({ startAt: at(8, '10:00'), patient: patient() }, { to: 'dr-nobody' })).statusCode).toBe(404);

    // Four a day per patient, the fifth refused (booked by phone: a known number is that patient).
    const daily = freshPhone();
    for (const time of ['09:40', '10:00', '10:20', '10:40']) {
      expect((await bookPublic({ startAt: at(8, time), patient: patientOf(daily) })).statusCode).toBe(201);
    }
    expect(await code({ startAt: at(8, '11:40'), patient: patientOf(daily) })).toBe('bookMoreThan4ForPatientForbiden');
  });

  it('asks for a proof of work, accepts a solution once, and refuses a forged one', async () => {
    const body = { startAt: at(8, '09:00'), patient: patientOf(freshPhone()) };
    expect((await bookPublic(body, { proof: null })).json().code).toBe('proofOfWorkRequired');
    expect((await bookPublic(body, { proof: 'bm90IGpzb24=' })).json().code).toBe('proofOfWorkInvalid');
    const proof = await solvedProof(app);
    const forged = JSON.parse(Buffer.from(proof, 'base64').toString());
    forged.solution.derivedKey = forged.solution.derivedKey.replace(/^./, (c: string) => (c === '0' ? '1' : '0'));
    expect((await bookPublic(body, { proof: Buffer.from(JSON.stringify(forged)).toString('base64') })).json().code).toBe(
      'proofOfWorkInvalid',
    );
    expect((await bookPublic(body, { proof })).statusCode).toBe(201);
    const again = await bookPublic({ startAt: at(8, '11:40'), patient: patientOf(freshPhone()) }, { proof });
    expect(again.json().code).toBe('proofOfWorkInvalid');
  });

  it('limits the bookings tried per address and per phone number', async () => {
    const address = freshAddress();
    const past = { startAt: at(-7, '09:00') };
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await bookPublic({ ...past, patient: patientOf(freshPhone()) }, { address, proof: 'x' })).statusCode).toBe(400);
    }
    const refused = await bookPublic({ ...past, patient: patientOf(freshPhone()) }, { address, proof: 'x' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('tooManyRequest');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const phone = freshPhone();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await bookPublic({ ...past, patient: patientOf(phone) })).json().code).toBe('bookInPastNotAcceptable');
    }
    expect((await bookPublic({ ...past, patient: patientOf(phone) })).statusCode).toBe(429);
  });

  describe('the cancel link', () => {
    async function bookedWithLink(time: string) {
      const response = await bookPublic({ startAt: at(22, time), patient: patientOf(freshPhone()) });
      expect(response.statusCode).toBe(201);
      const { _id, startAt } = response.json().appointment;
      return { id: _id as string, token: await app.services.cancelLinks.tokenFor(_id, new Date(startAt)) };
    }
    const show = (token: string) => app.inject({ method: 'GET', url: `/api/v1/public/cancel-links/${token}` });
    const cancel = (token: string) => app.inject({ method: 'POST', url: `/api/v1/public/cancel-links/${token}` });

    it('shows the appointment and cancels it once: PATIENT_CANCELED, then cancelLinkUsed', async () => {
      const { id, token } = await bookedWithLink('11:40');
      expect(await app.services.cancelLinks.urlFor(id, new Date(at(22, '11:40')))).toBe(`http://tabib.test/book/cancel/${token}`);
      const shown = (await show(token)).json();
      expect(shown).toMatchObject({
        doctor: { firstName: 'Amine', slug },
        appointment: { startAt: at(22, '11:40'), status: 'BOOKED' },
        cancellable: true,
      });
      const first = await cancel(token);
      expect(first.json()).toEqual({ success: true, code: 'PATIENT_CANCELED' });
      expect((await appointmentRow(id)).status).toBe('PATIENT_CANCELED');
      expect((await cancel(token)).json().code).toBe('cancelLinkUsed');
      expect((await show(token)).json()).toMatchObject({ cancellable: false, appointment: { status: 'PATIENT_CANCELED' } });
      // The slot is free again: a patient books it.
      expect((await bookPublic({ startAt: at(22, '11:40'), patient: patientOf(freshPhone()) })).statusCode).toBe(201);
    });

    it('refuses a wrong or altered token, and a link the start or the practice has ended', async () => {
      expect((await show('abc')).json().code).toBe('cancelLinkInvalid');
      const { id, token } = await bookedWithLink('09:00');
      const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'AB' : 'AA'}`;
      expect((await cancel(altered)).json().code).toBe('cancelLinkInvalid');
      // A link whose end has passed (signed with a start already gone).
      const expired = await app.services.cancelLinks.tokenFor(id, new Date(Date.now() - 1000));
      expect((await cancel(expired)).statusCode).toBe(410);
      // The practice cancelled it: the link no longer cancels.
      const status = await app.inject({
        method: 'PUT',
        url: `/api/v1/doctors/appointments/${id}/status`,
        headers: doctor.headers,
        payload: { status: 'DOCTOR_CANCELED' },
      });
      expect(status.statusCode).toBe(200);
      expect((await cancel(token)).json().code).toBe('cancelLinkExpired');
    });
  });
});

describe('the public reads limit on pglite', () => {
  it("counts the page's reads per address: 429 tooManyRequest beyond, other addresses unaffected", async () => {
    const app = await createTestApp('pglite', { config: { publicReadLimit: { max: 3, windowMinutes: 10 } } });
    try {
      const read = (remoteAddress: string) =>
        app.inject({ method: 'GET', url: '/api/v1/public/doctors/dr-amine-benali', remoteAddress });
      for (let attempt = 0; attempt < 3; attempt++) expect((await read('198.51.100.4')).statusCode).toBe(200);
      const refused = await read('198.51.100.4');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('tooManyRequest');
      expect((await read('198.51.100.5')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
