import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
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

const api = '/api/v1/doctors/patients';

/** The patient record calls of spec 2 section 7 for a DOC-ALL doctor: each call, each validation, each error. */
describe.each(testBackends())('patients on %s', (backend) => {
  let app: App;
  let doctor: Session;
  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'doctor@tabib.test');
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, session = doctor) =>
    app.inject({ method, url: `${api}${url}`, headers: session.headers, payload });
  const form = (overrides: object = {}) => ({
    firstName: 'Lina',
    lastName: 'Kherbache',
    phone: freshPhone(),
    email: 'lina@example.dz',
    birthday: '04/02/1991',
    gender: 'FEMALE',
    maritalStatus: 'SINGLE',
    address: { state: 'Alger', city: 'Bab Ezzouar' },
    ...overrides,
  });
  const create = async (overrides: object = {}) => {
    const response = await call('POST', '/create-new-patient', form(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().patient as { _id: string; phone: string };
  };

  it('creates a guest patient with its fields, phone in E.164, birthday DD/MM/YYYY', async () => {
    const response = await call('POST', '/create-new-patient', form({ phone: '0770 12 34 56' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().patient).toMatchObject({
      firstName: 'Lina',
      lastName: 'Kherbache',
      phone: '+213770123456',
      birthday: '04/02/1991',
      gender: 'FEMALE',
      maritalStatus: 'SINGLE',
      isGuest: true,
      generalStatus: 'active',
      address: { state: 'Alger', city: 'Bab Ezzouar' },
      missedAppointments: [],
    });
  });

  it('answers the form codes: requiredFields, invalidPhoneNumber, invalidEmail, InvalidDateFormat', async () => {
    const cases: [object, string][] = [
      [{ firstName: '' }, 'requiredFields'],
      [{ lastName: '  ' }, 'requiredFields'],
      [{ phone: undefined }, 'requiredFields'],
      [{ gender: undefined }, 'requiredFields'],
      [{ phone: '0770' }, 'invalidPhoneNumber'],
      [{ phone: '0000000000' }, 'invalidPhoneNumber'],
      [{ email: 'not-an-email' }, 'invalidEmail'],
      [{ birthday: '31/02/1990' }, 'InvalidDateFormat'],
      [{ birthday: '01/01/1899' }, 'InvalidDateFormat'],
    ];
    for (const [overrides, code] of cases) {
      const response = await call('POST', '/create-new-patient', form(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().code, JSON.stringify(overrides)).toBe(code);
    }
    expect((await call('POST', '/create-new-patient', form({ gender: 'OTHER' }))).json().code).toBe('validationFailed');
  });

  it('refuses an existing phone number with PatientWithPhoneNumberExist, and a replayed patient_ui_id answers the same patient', async () => {
    const first = await create();
    const again = await call('POST', '/create-new-patient', form({ phone: first.phone }));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PatientWithPhoneNumberExist');

    const uiId = randomUUID();
    const created = await call('POST', '/create-new-patient', form({ patient_ui_id: uiId }));
    const replayed = await call('POST', '/create-new-patient', form({ patient_ui_id: uiId, phone: freshPhone() }));
    expect(replayed.statusCode).toBe(201);
    expect(replayed.json().patient._id).toBe(created.json().patient._id);
  });

  it('lists live patients newest first, 10 per page with the total, filtered by gender', async () => {
    for (let i = 0; i < 11; i++) await create({ lastName: `Page${i}`, gender: i % 2 ? 'MALE' : 'FEMALE' });
    const first = (await call('GET', '/list')).json();
    expect(first.patients).toHaveLength(10);
    expect(first.total).toBeGreaterThanOrEqual(11);
    expect(first.patients[0].lastName).toBe('Page10');
    const second = (await call('GET', '/list?page=2')).json();
    expect(second.patients[0]._id).not.toBe(first.patients[0]._id);
    const males = (await call('GET', '/list?gender=MALE&limit=50')).json();
    expect(males.patients.every((p: { gender: string }) => p.gender === 'MALE')).toBe(true);
    expect(males.total).toBeLessThan(first.total);
    expect((await call('GET', '/list?limit=500')).statusCode).toBe(400);
  });

  it('blocks and unblocks: the patient moves between the list and the frozen list', async () => {
    const patient = await create({ lastName: 'Blocked' });
    const ids = async (path: string) =>
      (await call('GET', `${path}?limit=50`)).json().patients.map((p: { _id: string }) => p._id);
    const froze = await call('PUT', `/${patient._id}/change-of-state`, { action: 'froze' });
    expect(froze.json().patient.generalStatus).toBe('frozen');
    expect(await ids('/list')).not.toContain(patient._id);
    expect(await ids('/frozen-list')).toContain(patient._id);
    await call('PUT', `/${patient._id}/change-of-state`, { action: 'unfroze' });
    expect(await ids('/list')).toContain(patient._id);
    expect(await ids('/frozen-list')).not.toContain(patient._id);
    expect((await call('PUT', `/${patient._id}/change-of-state`, { action: 'melt' })).statusCode).toBe(400);
  });

  it('deletes for the record: hidden from lists, lookup and details, the phone free again', async () => {
    const patient = await create({ lastName: 'Zzdeleted' });
    expect((await call('PUT', `/${patient._id}/remove`)).json()).toEqual({ success: true });
    expect((await call('GET', '/list?limit=50')).json().patients.map((p: { _id: string }) => p._id)).not.toContain(patient._id);
    expect((await call('GET', '/query-lookup?query=Zzdeleted')).json().patients).toEqual([]);
    expect((await call('GET', `/${patient._id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/${patient._id}/remove`)).statusCode).toBe(404);
    expect((await call('POST', '/create-new-patient', form({ phone: patient.phone }))).statusCode).toBe(201);
  });

  it('details give the patient and an empty medical profile; update changes a guest patient', async () => {
    const patient = await create();
    const details = (await call('GET', `/${patient._id}`)).json();
    expect(details.patientInfo._id).toBe(patient._id);
    expect(details.medicalProfile).toMatchObject({ chronicDiseases: [], personalInfo: { blood: null, height: { value: null } } });

    const updated = await call(
      'PUT',
      `/${patient._id}`,
      form({ firstName: 'Lyna', phone: patient.phone, maritalStatus: 'MARRIED', email: '' }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().patient).toMatchObject({ firstName: 'Lyna', maritalStatus: 'MARRIED', email: null });
    expect((await call('PUT', `/${patient._id}`, form({ phone: 'abc' }))).json().code).toBe('invalidPhoneNumber');

    const other = await create();
    const taken = await call('PUT', `/${patient._id}`, form({ phone: other.phone }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('PatientWithPhoneNumberExist');
  });

  it('saves the medical profile and reads it back in the details', async () => {
    const patient = await create();
    const profile = {
      personalInfo: {
        height: { value: 172 },
        weight: { value: 68.5 },
        blood: 'a+',
        smoking: false,
        alcohol: null,
        married: true,
      },
      chronicDiseases: [{ _id: randomUUID(), name: 'Asthme' }],
      medicines: [{ name: 'Salbutamol' }],
      surgeries: [],
      allergies: [{ _id: null, name: 'Pénicilline' }],
    };
    const saved = await call('PUT', `/${patient._id}/medical-profile`, profile);
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await call('GET', `/${patient._id}`)).json().medicalProfile;
    expect(read.personalInfo).toEqual(profile.personalInfo);
    expect(read.medicines).toEqual([{ _id: null, name: 'Salbutamol' }]);
    expect(read.chronicDiseases[0].name).toBe('Asthme');
    expect(
      (
        await call('PUT', `/${patient._id}/medical-profile`, {
          ...profile,
          personalInfo: { ...profile.personalInfo, blood: 'z+' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await call('PUT', `/${patient._id}/medical-profile`, { ...profile, medicines: [{ name: ' ' }] })).statusCode).toBe(
      400,
    );
  });

  it('a registered (non-guest) patient is read-only: identity and medical profile', async () => {
    const registered = (await call('GET', '/query-lookup?query=Slimani')).json().patients[0];
    expect(registered.isGuest).toBe(false);
    const update = await call('PUT', `/${registered._id}`, form({ phone: registered.phone }));
    expect(update.statusCode).toBe(403);
    expect(update.json().code).toBe('DoctorNotAuthorizedAction');
    const profile = await call('PUT', `/${registered._id}/medical-profile`, {
      personalInfo: {
        height: { value: null },
        weight: { value: null },
        blood: null,
        smoking: null,
        alcohol: null,
        married: null,
      },
      chronicDiseases: [],
      medicines: [],
      surgeries: [],
      allergies: [],
    });
    expect(profile.statusCode).toBe(403);
  });

  it('visit history: the patient appointments newest first, 5 per page, with the missed ones on the patient', async () => {
    const booked = await book(app, doctor, newPatientBooking(bookableReason(doctor)._id, at(3, '08:00')));
    const patientId = booked.json().appointment.patient._id as string;
    for (let i = 0; i < 5; i++) {
      const reason = bookableReason(doctor);
      const next = await book(app, doctor, {
        consultationReason: reason._id,
        startAt: at(4 + i, '08:00'),
        isNewPatient: false,
        patient: patientId,
        duration: 20,
        type: 'cabinet',
        appointment_ui_id: randomUUID(),
      });
      expect(next.statusCode, next.body).toBe(201);
    }
    const page1 = (await call('GET', `/${patientId}/appointments`)).json();
    expect(page1.total).toBe(6);
    expect(page1.appointments).toHaveLength(5);
    expect(page1.appointments[0].start).toBe(at(8, '08:00'));
    expect(page1.appointments[0]).toMatchObject({ status: 'BOOKED', type: 'cabinet', hasPrescription: false });
    expect(page1.appointments[0].consultationReason.title.fr).toBeTruthy();
    const page2 = (await call('GET', `/${patientId}/appointments?page=2`)).json();
    expect(page2.appointments.map((a: { start: string }) => a.start)).toEqual([at(3, '08:00')]);

    const missed = (await call('GET', '/query-lookup?query=Ait Ahmed')).json().patients[0];
    expect(missed.missingAppointments).toBe(1);
    const details = (await call('GET', `/${missed._id}`)).json().patientInfo;
    expect(details.missedAppointments).toHaveLength(1);
  });

  it("visit history: a family member's visit names the member and their relation, the holder's own visits none", async () => {
    const reasonId = bookableReason(doctor)._id;
    const booked = await book(app, doctor, newPatientBooking(reasonId, at(12, '08:00')));
    expect(booked.statusCode, booked.body).toBe(201);
    const holderId = booked.json().patient_id as string;
    const child = { firstName: 'Amine', lastName: 'Benali', relation: 'child' };
    const forChild = await book(
      app,
      doctor,
      existingPatientBooking(reasonId, holderId, at(13, '08:00'), { familyMember: child }),
    );
    expect(forChild.statusCode, forChild.body).toBe(201);
    const member = forChild.json().appointment.familyMember as { _id: string };

    const history = await call('GET', `/${holderId}/appointments`);
    expect(history.statusCode, history.body).toBe(200);
    expect(
      history.json().appointments.map((visit: { start: string; familyMember: unknown }) => [visit.start, visit.familyMember]),
    ).toEqual([
      [at(13, '08:00'), { _id: member._id, ...child }],
      [at(12, '08:00'), null],
    ]);
  });

  it('writes every read and change to the access log, listed newest first for the doctor', async () => {
    const patient = await create();
    await call('GET', `/${patient._id}`);
    await call('GET', `/${patient._id}/appointments`);
    const log = (await call('GET', `/${patient._id}/access-log`)).json();
    expect(log.entries.map((e: { action: string; area: string }) => `${e.action}:${e.area}`)).toEqual([
      'read:history',
      'read:medicalProfile',
      'read:patient',
      'create:patient',
    ]);
    expect(log.total).toBe(4);
    expect(log.entries[0].actor).toMatchObject({ _id: doctor.profile._id, firstName: 'Amine' });
  });

  it('query-lookup finds by last name, first name, full name and phone prefix, accent-free of % tricks', async () => {
    const patient = await create({ firstName: 'Nadir', lastName: 'Boumediene', phone: '+213550998877' });
    const found = async (query: string) =>
      (await call('GET', `/query-lookup?query=${encodeURIComponent(query)}`)).json().patients.map((p: { _id: string }) => p._id);
    for (const query of ['boum', 'Nadir', 'Boumediene Nad', 'nadir boum', '0550998', '+21355099'])
      expect(await found(query), query).toContain(patient._id);
    expect(await found('%')).toEqual([]);
    expect(await found('_adir')).toEqual([]);
  });
});
