import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { appointments } from '../../db/schema/appointments';
import { at, freshPhone, sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { openCabinetMorning, solvedProof } from './public-booking-test-helpers';

/** Issue 22 point 1 on the public page: a parent books for their child, kept under the parent's record. */
describe.each(testBackends())('public booking for a family member on %s', (backend) => {
  let app: App;
  let doctor: Session;
  let general: string;
  const slug = 'dr-amine-benali';
  let addressCounter = 1;
  const child = { firstName: 'Ines', lastName: 'Khelifi', relation: 'child' };

  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'doctor@tabib.test');
    general = doctor.profile.consultationReasons.find((r) => r.title.fr === 'Consultation générale')!._id;
    await openCabinetMorning(app, doctor);
  });
  afterAll(() => app.close());

  async function bookPublic(startAt: string, patient: Record<string, unknown>, familyMember?: Record<string, unknown>) {
    const altcha = await solvedProof(app);
    return app.inject({
      method: 'POST',
      url: `/api/v1/public/doctors/${slug}/appointments`,
      remoteAddress: `10.8.0.${addressCounter++}`,
      payload: { reason: general, type: 'cabinet', locale: 'fr', altcha, startAt, patient, familyMember },
    });
  }
  const parent = (phone: string, overrides: Record<string, unknown> = {}) => ({
    gender: 'FEMALE',
    firstName: 'Nadia',
    lastName: 'Khelifi',
    age: 38,
    phone,
    ...overrides,
  });
  const rowOf = async (id: string) => (await app.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

  it('books for a child under the parent, and the same child again next time', async () => {
    const phone = freshPhone();
    const first = await bookPublic(at(8, '09:00'), parent(phone), child);
    expect(first.statusCode, first.body).toBe(201);
    const row = await rowOf(first.json().appointment._id);
    expect(row.familyMemberId).not.toBeNull();

    // The practice sees the child beside the parent, and offers the child at its next booking.
    const details = await app.inject({
      method: 'GET',
      url: `/api/v1/doctors/appointments/${row.id}`,
      headers: doctor.headers,
    });
    expect(details.json().appointment).toMatchObject({
      patient: { _id: row.patientId, firstName: 'Nadia' },
      familyMember: { _id: row.familyMemberId, ...child },
    });
    const members = await app.inject({
      method: 'GET',
      url: `/api/v1/doctors/patients/${row.patientId}/family-members`,
      headers: doctor.headers,
    });
    expect(members.json().familyMembers).toEqual([{ _id: row.familyMemberId, ...child, birthday: null }]);

    const again = await bookPublic(at(8, '09:20'), parent(phone), { ...child, firstName: 'ines' });
    expect(again.statusCode, again.body).toBe(201);
    expect(await rowOf(again.json().appointment._id)).toMatchObject({
      patientId: row.patientId,
      familyMemberId: row.familyMemberId,
    });
    // The parent's own booking is theirs.
    const own = await bookPublic(at(8, '09:40'), parent(phone));
    expect(own.statusCode, own.body).toBe(201);
    expect(await rowOf(own.json().appointment._id)).toMatchObject({ patientId: row.patientId, familyMemberId: null });
  });

  it('refuses a minor booking for a family member, and a member without a relation', async () => {
    const minor = await bookPublic(at(8, '10:00'), parent(freshPhone(), { age: 15 }), child);
    expect(minor.statusCode).toBe(400);
    expect(minor.json().code).toBe('minorPatientNotAccepted');
    const incomplete = await bookPublic(at(8, '10:00'), parent(freshPhone()), { firstName: 'Ines', lastName: 'Khelifi' });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().code).toBe('PatientRequiredFieldsMissing');
  });
});
