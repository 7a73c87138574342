import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  at,
  book,
  bookableReason,
  existingPatientBooking,
  freshPhone,
  newPatientBooking,
  sessionOf,
  type Session,
} from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';

/** Issue 22 point 1: an adult patient (the holder) books for a family member, kept under their record. */
describe.each(testBackends())('booking for a family member on %s', (backend) => {
  let app: App;
  let doctor: Session;
  let reasonId: string;
  let holderId: string;
  const child = { firstName: 'Yacine', lastName: 'Haddad', relation: 'child' };

  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'doctor@tabib.test');
    reasonId = bookableReason(doctor)._id;
    holderId = await newHolder(at(50, '07:00'));
  });
  afterAll(() => app.close());

  async function newHolder(startAt: string, session = doctor) {
    const response = await book(app, session, newPatientBooking(bookableReason(session)._id, startAt));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().patient_id as string;
  }
  const familyOf = (patientId: string, session = doctor) =>
    app.inject({ method: 'GET', url: `/api/v1/doctors/patients/${patientId}/family-members`, headers: session.headers });
  const bookFor = (patientId: string, startAt: string, overrides: Record<string, unknown> = {}) =>
    book(app, doctor, existingPatientBooking(reasonId, patientId, startAt, overrides));
  const codeOf = async (response: Awaited<ReturnType<typeof book>>) => response.json().code;

  async function dayList(days: number) {
    const query = new URLSearchParams({ mode: 'day', fromTime: at(days, '00:00'), toTime: at(days + 1, '00:00') });
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/doctors/appointments/retrieve-appointments-on-mode?${query}`,
      headers: doctor.headers,
    });
    return response.json().appointments as { _id: string; familyMember: unknown; patient: { _id: string } }[];
  }

  it('keeps a new member with the booking, offers them again, and shows them on the appointment and the calendar', async () => {
    expect((await familyOf(holderId)).json()).toEqual({ success: true, familyMembers: [] });

    const first = await bookFor(holderId, at(51, '08:00'), { familyMember: { ...child, birthday: '02/05/2018' } });
    expect(first.statusCode, first.body).toBe(201);
    const members = (await familyOf(holderId)).json().familyMembers;
    expect(members).toEqual([{ _id: expect.any(String), ...child, birthday: '02/05/2018' }]);
    const member = { _id: members[0]._id, ...child };
    expect(first.json().appointment).toMatchObject({ familyMember: member, patient: { _id: holderId } });

    // Picked again by id, or named again in other case and spacing: the same member, no second one.
    const second = await bookFor(holderId, at(52, '08:00'), { familyMemberId: member._id });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().appointment.familyMember).toEqual(member);
    const third = await bookFor(holderId, at(52, '09:00'), {
      familyMember: { firstName: '  yacine ', lastName: 'HADDAD', relation: 'child' },
    });
    expect(third.json().appointment.familyMember).toEqual(member);
    expect((await familyOf(holderId)).json().familyMembers).toHaveLength(1);

    const details = await app.inject({
      method: 'GET',
      url: `/api/v1/doctors/appointments/${first.json().appointment._id}`,
      headers: doctor.headers,
    });
    expect(details.json().appointment).toEqual(first.json().appointment);
    const listed = (await dayList(52)).map(({ familyMember, patient }) => ({ familyMember, patient: patient._id }));
    expect(listed).toEqual([
      { familyMember: member, patient: holderId },
      { familyMember: member, patient: holderId },
    ]);
    // The holder's own booking stays theirs.
    const own = await bookFor(holderId, at(52, '10:00'));
    expect(own.json().appointment.familyMember).toBeNull();
  });

  it('books a new patient and their new family member at once', async () => {
    const response = await book(
      app,
      doctor,
      newPatientBooking(reasonId, at(53, '08:00'), {
        familyMember: { firstName: 'Amel', lastName: 'Saidi', relation: 'spouse' },
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { patient_id: patientId, appointment } = response.json();
    const members = (await familyOf(patientId)).json().familyMembers;
    expect(members).toEqual([
      { _id: appointment.familyMember._id, firstName: 'Amel', lastName: 'Saidi', relation: 'spouse', birthday: null },
    ]);
    expect((await dayList(53)).find((listed) => listed._id === appointment._id)?.familyMember).toEqual(appointment.familyMember);
  });

  it('counts 4 a day per person: the holder 4 and the child 4 the same day, not a fifth for either', async () => {
    const holder = await newHolder(at(54, '07:00'));
    const day = 55;
    const times = ['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30'];
    for (const time of times.slice(0, 4)) expect((await bookFor(holder, at(day, time))).statusCode).toBe(201);
    const firstChild = await bookFor(holder, at(day, times[4]!), { familyMember: child });
    expect(firstChild.statusCode, firstChild.body).toBe(201);
    const childId = firstChild.json().appointment.familyMember._id;
    for (const time of times.slice(5)) {
      expect((await bookFor(holder, at(day, time), { familyMemberId: childId })).statusCode).toBe(201);
    }
    // the fifth: by id (one statement) and by name (the step-by-step flow), for the child and for the holder
    const refused = 'bookMoreThan4ForPatientForbiden';
    expect(await codeOf(await bookFor(holder, at(day, '12:00'), { familyMemberId: childId }))).toBe(refused);
    expect(await codeOf(await bookFor(holder, at(day, '12:00'), { familyMember: child }))).toBe(refused);
    expect(await codeOf(await bookFor(holder, at(day, '12:00')))).toBe(refused);
    // another member of the family is another person
    const spouse = await bookFor(holder, at(day, '12:00'), { familyMember: { ...child, firstName: 'Lina', relation: 'spouse' } });
    expect(spouse.statusCode, spouse.body).toBe(201);
  });

  it('still refuses a minor as the holder, new or known', async () => {
    const minorBirthday = dayjs().subtract(12, 'year').format('DD/MM/YYYY');
    const minor = { firstName: 'Rayan', lastName: 'Minor', gender: 'MALE', phone: freshPhone(), birthday: minorBirthday };
    const asNew = newPatientBooking(reasonId, at(56, '08:00'), { newPatient: minor, familyMember: child });
    expect(await codeOf(await book(app, doctor, asNew))).toBe('minorPatientNotAccepted');

    // The record form keeps a minor patient; booking for a family member under them is refused.
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/doctors/patients/create-new-patient',
      headers: doctor.headers,
      payload: { ...minor, phone: freshPhone() },
    });
    expect(created.statusCode, created.body).toBe(201);
    const minorId = created.json().patient._id;
    expect(await codeOf(await bookFor(minorId, at(56, '08:00'), { familyMember: child }))).toBe('minorPatientNotAccepted');
    expect((await familyOf(minorId)).json().familyMembers).toEqual([]);
  });

  it("answers notFound for another practice's patient and for a member of another patient", async () => {
    const members = (await familyOf(holderId)).json().familyMembers;
    const memberId = members[0]._id as string;
    const other = await sessionOf(app, 'limited@tabib.test');
    const listed = await familyOf(holderId, other);
    expect(listed.statusCode).toBe(404);
    expect(listed.json().code).toBe('notFound');

    const booker = await sessionOf(app, 'reasons.doctor@tabib.test');
    const bookersPatient = await newHolder(at(57, '08:00'), booker);
    const bookersBooking = existingPatientBooking(bookableReason(booker)._id, bookersPatient, at(57, '09:00'), {
      familyMemberId: memberId,
    });
    const refused = await book(app, booker, bookersBooking);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('notFound');

    const anotherHolder = await newHolder(at(57, '10:00'));
    const notTheirs = await bookFor(anotherHolder, at(57, '11:00'), { familyMemberId: memberId });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().code).toBe('notFound');
  });
});
