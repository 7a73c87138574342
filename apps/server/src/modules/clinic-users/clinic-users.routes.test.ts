import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClinicEntity } from '@tabib/contracts/clinic-users';
import type { App } from '../../app';
import { clinics, users } from '../../db/schema/accounts';
import { bearer, completeFirstLogin, signIn } from '../../test/auth-helpers';
import { at, book, bookableReason, newPatientBooking, sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { clinicUsersCalls, freshEmail, onboardedSession, oneTimePasswordSentTo } from './clinic-users-test-helpers';

describe.each(testBackends())('clinic users and doctors on %s', (backend) => {
  let app: App;
  let calls: ReturnType<typeof clinicUsersCalls>;
  let admin: Session;
  let clinicId: string;
  const specialityIds = new Map<string, string>();

  beforeAll(async () => {
    app = await createTestApp(backend);
    calls = clinicUsersCalls(app);
    admin = await sessionOf(app, 'clinic@tabib.test');
    const [row] = await app.db.select({ clinicId: users.clinicId }).from(users).where(eq(users.email, 'clinic@tabib.test'));
    clinicId = row!.clinicId!;
    const specialities = (await calls.deeplook(admin, 'specialities')).json().specialities as {
      _id: string;
      title: { en: string };
    }[];
    for (const speciality of specialities) specialityIds.set(speciality.title.en, speciality._id);
    // room for every account the tests add; the quota's own test sets it where it bites
    await app.db.update(clinics).set({ doctorQuota: 100, userQuota: 100 }).where(eq(clinics.id, clinicId));
  });
  afterAll(() => app.close());

  const doctorInput = (overrides: object = {}) => ({
    type: 'doctor',
    email: freshEmail('clinic.new.doctor'),
    firstName: 'Yacine',
    lastName: 'Haddad',
    phone: '0661 11 22 33',
    specialities: [specialityIds.get('Cardiology')],
    ...overrides,
  });
  const userInput = (overrides: object = {}) => ({
    type: 'user',
    email: freshEmail(),
    firstName: 'Amel',
    lastName: 'Zerrouki',
    role: 'member',
    ...overrides,
  });

  async function onboardedSessionWith(email: string, password: string): Promise<Session> {
    const token = await completeFirstLogin(app, (await signIn(app, email, password)).json().auth.token, { clinic: true });
    return { token, profile: admin.profile, headers: bearer(token) };
  }

  async function created(input: object): Promise<ClinicEntity> {
    const response = await calls.create(admin, input);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().entity;
  }

  describe('reading', () => {
    it("lists the clinic's doctors by name, with their specialities and presence, never a password", async () => {
      const response = await calls.list(admin);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ success: true, type: 'doctor', page: 1, limit: 10, total: 3 });
      expect(body.entities.map((doctor: ClinicEntity) => doctor.lastName)).toEqual(['Bouzid', 'Ferhat', 'Saadi']);
      expect(body.entities[0]).toEqual({
        _id: expect.any(String),
        type: 'doctor',
        email: 'clinic.doctor@tabib.test',
        title: 'Dr',
        firstName: 'Rachid',
        lastName: 'Bouzid',
        phone: null,
        picture: null,
        specialities: [{ _id: specialityIds.get('Cardiology'), title: expect.objectContaining({ en: 'Cardiology' }) }],
        // no socket of his is open: the seed's 'work' went at start
        work_status: 'off',
        role: null,
        is_allowed_for_telemedicine_calls: true,
        pendingFirstLogin: false,
        lastLoginAt: null,
        createdAt: expect.any(String),
      });
      expect(response.body).not.toMatch(/password/i);
    });

    it('filters doctors by speciality, by presence and by a text, and pages them', async () => {
      const names = async (query: Record<string, string>) =>
        (await calls.list(admin, query)).json().entities.map((entity: ClinicEntity) => entity.lastName);
      expect(await names({ speciality: specialityIds.get('Cardiology')! })).toEqual(['Bouzid', 'Ferhat']);
      expect(await names({ speciality: specialityIds.get('Dermatology')! })).toEqual(['Saadi']);
      expect(await names({ work_status: 'work' })).toEqual([]);
      expect(await names({ work_status: 'off' })).toEqual(['Bouzid', 'Ferhat', 'Saadi']);
      expect(await names({ search: 'leila' })).toEqual(['Saadi']);
      expect(await names({ search: 'doctor3@' })).toEqual(['Ferhat']);
      // a LIKE wildcard typed is a character, not a pattern
      expect(await names({ search: '%' })).toEqual([]);
      const secondPage = (await calls.list(admin, { limit: '2', page: '2' })).json();
      expect(secondPage).toMatchObject({ page: 2, limit: 2, total: 3 });
      expect(secondPage.entities.map((entity: ClinicEntity) => entity.lastName)).toEqual(['Saadi']);
    });

    it("lists the clinic's other accounts with their role", async () => {
      const body = (await calls.list(admin, { type: 'user' })).json();
      const byEmail = Object.fromEntries(body.entities.map((entity: ClinicEntity) => [entity.email, entity]));
      expect(byEmail['clinic@tabib.test']).toMatchObject({ type: 'user', role: 'admin', work_status: null, specialities: [] });
      expect(byEmail['clinic.unit@tabib.test']).toMatchObject({ type: 'user', role: 'unit' });
      expect(Object.keys(byEmail).some((email) => email.includes('doctor'))).toBe(false);
    });

    it('counts doctors, online doctors and users, with the quotas', async () => {
      const response = await calls.stats(admin);
      expect(response.statusCode).toBe(200);
      const { stats } = response.json();
      expect(stats).toMatchObject({ doctors: 3, onlineDoctors: 0, doctorQuota: 100, userQuota: 100 });
      expect(stats.users).toBeGreaterThanOrEqual(2);
    });

    it('answers one account by id and type; the other type reads as not found', async () => {
      const doctorId = admin.profile.clinicObject!.doctors[0]!._id;
      const one = await calls.one(admin, doctorId, 'doctor');
      expect(one.statusCode).toBe(200);
      expect(one.json().entity._id).toBe(doctorId);
      expect((await calls.one(admin, doctorId, 'user')).statusCode).toBe(404);
    });

    it("lists the pickers' specialities and the clinic's doctors", async () => {
      const doctors = (await calls.deeplook(admin, 'doctors')).json();
      expect(doctors.type).toBe('doctors');
      expect(doctors.doctors.map((doctor: { lastName: string }) => doctor.lastName)).toEqual(['Bouzid', 'Ferhat', 'Saadi']);
      expect(doctors.doctors[0]).toEqual({
        _id: expect.any(String),
        title: 'Dr',
        firstName: 'Rachid',
        lastName: 'Bouzid',
        picture: null,
        specialities: [expect.objectContaining({ _id: specialityIds.get('Cardiology') })],
        work_status: 'off',
      });
      expect(specialityIds.size).toBeGreaterThan(5);
      expect((await calls.deeplook(admin, 'everything')).statusCode).toBe(400);
    });

    it('is for clinic accounts: the unit reads, clinic doctors and independent practices are refused', async () => {
      const unit = await sessionOf(app, 'clinic.unit@tabib.test');
      expect((await calls.list(unit)).statusCode).toBe(200);
      for (const email of ['clinic.doctor@tabib.test', 'doctor@tabib.test', 'assistant@tabib.test']) {
        const session = await sessionOf(app, email);
        for (const response of [
          await calls.list(session),
          await calls.stats(session),
          await calls.deeplook(session, 'doctors'),
        ]) {
          expect(response.statusCode, email).toBe(403);
          expect(response.json().code).toBe('notAuthorizedForAction');
        }
      }
    });
  });

  describe('adding', () => {
    it('adds a doctor, who gets a one-time password by e-mail and goes through the first-login steps', async () => {
      const input = doctorInput({ email: `  New.Doctor.${Date.now()}@Tabib.TEST ` });
      const response = await calls.create(admin, input);
      expect(response.statusCode, response.body).toBe(200);
      const { code, entity } = response.json();
      const email = input.email.trim().toLowerCase();
      expect(code).toBe('doctorCreated');
      expect(entity).toMatchObject({
        type: 'doctor',
        email,
        title: 'Dr',
        phone: '+213661112233',
        specialities: [expect.objectContaining({ _id: specialityIds.get('Cardiology') })],
        work_status: 'off',
        pendingFirstLogin: true,
      });
      expect(response.body).not.toMatch(/password/i);

      const first = await signIn(app, email, await oneTimePasswordSentTo(app, email));
      expect(first.statusCode).toBe(200);
      expect(first.json().profile).toMatchObject({ firstLoginPswReset: false, accept_terms: false, clinic_doctor: true });
      const doctor = await onboardedSession(app, email);
      expect(doctor.profile).toMatchObject({ clinic_doctor: true, clinic: clinicId, firstLoginPswReset: true });
      expect((await calls.one(admin, entity._id, 'doctor')).json().entity.pendingFirstLogin).toBe(false);
      // the clinic's profile lists its new doctor
      const profile = (await sessionOf(app, 'clinic@tabib.test')).profile;
      expect(profile.clinicObject!.doctors.map((listed) => listed._id)).toContain(entity._id);
    });

    it('adds a member and a unit, who sign in through the clinic first-login steps', async () => {
      const member = await created(userInput());
      expect(member).toMatchObject({ type: 'user', role: 'member', work_status: null });
      const unit = await created(userInput({ role: 'unit' }));
      expect(unit.role).toBe('unit');
      const session = await onboardedSession(app, member.email, { clinic: true });
      expect(session.profile).toMatchObject({ isClinic: true, clinic_user: true, role: 'member' });
      expect((await onboardedSession(app, unit.email, { clinic: true })).profile).toMatchObject({ isClinicUnit: true });
    });

    it('answers the dedicated codes for an e-mail address already in use', async () => {
      const doctor = await calls.create(admin, doctorInput({ email: 'doctor@tabib.test' }));
      expect(doctor.statusCode).toBe(409);
      expect(doctor.json().code).toBe('doctorAlreadyExists');
      const user = await calls.create(admin, userInput({ email: 'CLINIC.unit@tabib.test' }));
      expect(user.statusCode).toBe(409);
      expect(user.json().code).toBe('userAlreadyExists');
    });

    it('refuses an invalid form and an unknown speciality', async () => {
      for (const input of [
        doctorInput({ email: 'not-an-email' }),
        doctorInput({ firstName: '' }),
        doctorInput({ phone: '12' }),
        doctorInput({ specialities: ['00000000-0000-4000-8000-000000000000'] }),
        userInput({ role: 'owner' }),
      ]) {
        const response = await calls.create(admin, input);
        expect(response.statusCode, JSON.stringify(input)).toBe(400);
        expect(response.json().code).toBe('validationFailed');
      }
    });

    it("stops at the plan's quota, where deleted accounts do not count", async () => {
      const { stats } = (await calls.stats(admin)).json();
      await app.db.update(clinics).set({ doctorQuota: stats.doctors }).where(eq(clinics.id, clinicId));
      try {
        const refused = await calls.create(admin, doctorInput());
        expect(refused.statusCode).toBe(409);
        expect(refused.json().code).toBe('clinicQuotaReached');
        // a doctor added and deleted frees its place
        await app.db
          .update(clinics)
          .set({ doctorQuota: stats.doctors + 1 })
          .where(eq(clinics.id, clinicId));
        const extra = await created(doctorInput());
        expect((await calls.create(admin, doctorInput())).json().code).toBe('clinicQuotaReached');
        expect((await calls.deleteDoctor(admin, extra._id)).statusCode).toBe(200);
        await created(doctorInput());
      } finally {
        await app.db.update(clinics).set({ doctorQuota: 100 }).where(eq(clinics.id, clinicId));
      }
      await app.db.update(clinics).set({ userQuota: stats.users }).where(eq(clinics.id, clinicId));
      try {
        expect((await calls.create(admin, userInput())).json().code).toBe('clinicQuotaReached');
      } finally {
        await app.db.update(clinics).set({ userQuota: 100 }).where(eq(clinics.id, clinicId));
      }
    });
  });

  describe('changing', () => {
    it("changes a doctor's fields and specialities, and a user's role", async () => {
      const doctor = await created(doctorInput());
      const response = await calls.update(admin, {
        type: 'doctor',
        userId: doctor._id,
        title: 'Pr',
        lastName: 'Haddad-Benali',
        phone: '',
        specialities: [specialityIds.get('Dermatology'), specialityIds.get('Pediatrics')],
        telemedicineAllowed: true,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        code: 'doctorUpdated',
        entity: {
          title: 'Pr',
          firstName: 'Yacine',
          lastName: 'Haddad-Benali',
          phone: null,
          email: doctor.email,
          is_allowed_for_telemedicine_calls: true,
        },
      });
      expect(
        response
          .json()
          .entity.specialities.map((speciality: { _id: string }) => speciality._id)
          .sort(),
      ).toEqual([specialityIds.get('Dermatology'), specialityIds.get('Pediatrics')].sort());

      const member = await created(userInput());
      const promoted = await calls.update(admin, { type: 'user', userId: member._id, role: 'unit', firstName: 'Samia' });
      expect(promoted.json()).toMatchObject({ code: 'userUpdated', entity: { role: 'unit', firstName: 'Samia' } });
      const [row] = await app.db.select().from(users).where(eq(users.id, member._id));
      expect(row).toMatchObject({ kind: 'clinic_unit', clinicRole: null });
    });

    it('keeps the admin from changing their own role or deleting their own account', async () => {
      const ownRole = await calls.update(admin, { type: 'user', userId: admin.profile._id, role: 'member' });
      expect(ownRole.statusCode).toBe(403);
      expect(ownRole.json().code).toBe('notAuthorizedForAction');
      expect((await calls.update(admin, { type: 'user', userId: admin.profile._id, firstName: 'Nadia' })).statusCode).toBe(200);
      expect((await calls.deleteUser(admin, admin.profile._id)).json().code).toBe('notAuthorizedForAction');
    });

    it("lets only the clinic's admin add, change and delete: members, units and clinic doctors are refused", async () => {
      const member = await onboardedSession(app, (await created(userInput())).email, { clinic: true });
      const unit = await sessionOf(app, 'clinic.unit@tabib.test');
      const doctor = await sessionOf(app, 'clinic.doctor@tabib.test');
      const target = await created(userInput());
      const doctorId = admin.profile.clinicObject!.doctors[0]!._id;
      expect((await calls.list(member, { type: 'user' })).statusCode).toBe(200);
      for (const session of [member, unit, doctor]) {
        for (const response of [
          await calls.create(session, userInput()),
          await calls.update(session, { type: 'user', userId: target._id, firstName: 'Changed' }),
          await calls.deleteUser(session, target._id),
          await calls.deleteDoctor(session, doctorId),
        ]) {
          expect(response.statusCode).toBe(403);
          expect(response.json().code).toBe('notAuthorizedForAction');
        }
      }
      expect((await calls.one(admin, target._id, 'user')).json().entity.firstName).toBe('Amel');
    });
  });

  describe("another clinic's ids", () => {
    it('read as not found, for reads and changes alike', async () => {
      const other = await app.services.accounts.createClinic({
        name: 'Clinique Voisine',
        adminEmail: freshEmail('other.clinic.admin'),
        adminFirstName: 'Autre',
        adminLastName: 'Admin',
      });
      const outsider = await onboardedSessionWith(other.admin.email, other.oneTimePassword);
      expect((await calls.list(outsider)).json()).toMatchObject({ total: 0, entities: [] });
      expect((await calls.stats(outsider)).json().stats).toMatchObject({ doctors: 0, users: 1 });

      const doctorId = admin.profile.clinicObject!.doctors[0]!._id;
      const member = await created(userInput());
      const refusals = [
        await calls.one(outsider, doctorId, 'doctor'),
        await calls.one(outsider, member._id, 'user'),
        await calls.update(outsider, { type: 'doctor', userId: doctorId, firstName: 'Volé' }),
        await calls.update(outsider, { type: 'user', userId: member._id, role: 'admin' }),
        await calls.deleteUser(outsider, member._id),
        await calls.deleteDoctor(outsider, doctorId),
      ];
      expect(refusals.map((response) => `${response.statusCode} ${response.json().code}`)).toEqual(
        Array(refusals.length).fill('404 notFound'),
      );
      expect((await calls.one(admin, member._id, 'user')).json().entity.role).toBe('member');
      // and the outsider's own clinic holds its additions only
      const own = await calls.create(outsider, doctorInput());
      expect(own.statusCode).toBe(200);
      expect((await calls.list(admin, { search: own.json().entity.email })).json().total).toBe(0);
    });
  });

  describe('deleting', () => {
    it('deletes a user: their sessions end at once and the e-mail address is free again', async () => {
      const member = await created(userInput());
      const session = await onboardedSession(app, member.email, { clinic: true });
      const response = await calls.deleteUser(admin, member._id);
      expect(response.json()).toEqual({ success: true, code: 'userDeleted' });
      expect((await calls.list(session)).statusCode).toBe(401);
      expect((await calls.one(admin, member._id, 'user')).statusCode).toBe(404);
      expect((await calls.deleteUser(admin, member._id)).statusCode).toBe(404);
      expect((await calls.create(admin, userInput({ email: member.email }))).statusCode).toBe(200);
    });

    it('refuses to delete a doctor with booked appointments to come, then deletes it once they are cancelled', async () => {
      const doctor = await sessionOf(app, 'clinic.doctor2@tabib.test');
      const booked = await book(app, doctor, newPatientBooking(bookableReason(doctor)._id, at(61, '09:00')));
      expect(booked.statusCode, booked.body).toBe(201);
      const appointmentId = booked.json().appointment._id as string;

      const refused = await calls.deleteDoctor(admin, doctor.profile._id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ success: false, code: 'doctorHasBookedAppointments', count: 1 });
      expect((await calls.list(doctor)).statusCode).toBe(403);

      const cancelled = await app.inject({
        method: 'PUT',
        url: `/api/v1/doctors/appointments/${appointmentId}/status`,
        headers: doctor.headers,
        payload: { status: 'DOCTOR_CANCELED', appointmentId },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const deleted = await calls.deleteDoctor(admin, doctor.profile._id);
      expect(deleted.json()).toEqual({ success: true, code: 'doctorDeleted' });

      // its session ends, it leaves the lists and the clinic's profile, its address is free
      expect((await calls.list(doctor)).statusCode).toBe(401);
      expect((await signIn(app, 'clinic.doctor2@tabib.test')).statusCode).toBe(401);
      expect((await calls.list(admin, { search: 'saadi' })).json().total).toBe(0);
      const profile = (await sessionOf(app, 'clinic@tabib.test')).profile;
      expect(profile.clinicObject!.doctors.map((listed) => listed._id)).not.toContain(doctor.profile._id);
      expect((await calls.create(admin, doctorInput({ email: 'clinic.doctor2@tabib.test' }))).statusCode).toBe(200);
    });
  });
});
