import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { users } from '../../db/schema/accounts';
import { hashPassword } from '../../lib/passwords';
import { bearer, signIn } from '../../test/auth-helpers';
import { freshPhone, sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';

const assistantPassword = 'Assist1234';
let counter = 0;
const freshEmail = () => `new.assistant.${Date.now()}.${counter++}@tabib.test`;

describe.each(testBackends())('users (assistants) on %s', (backend) => {
  let app: App;
  let doctor: Session;

  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'doctor@tabib.test');
  });
  afterAll(() => app.close());

  const list = (session: Session) =>
    app.inject({ method: 'GET', url: '/api/v1/doctors/users/get-all-users', headers: session.headers });
  const create = (session: Session, payload: object) =>
    app.inject({ method: 'POST', url: '/api/v1/doctors/users/create', headers: session.headers, payload });
  const block = (session: Session, userId: string, status: boolean) =>
    app.inject({ method: 'PUT', url: '/api/v1/doctors/users/block', headers: session.headers, payload: { userId, status } });
  const remove = (session: Session, userId: string) =>
    app.inject({ method: 'DELETE', url: `/api/v1/doctors/users/${userId}/delete`, headers: session.headers });
  const profileWith = (token: string) =>
    app.inject({ method: 'GET', url: '/api/v1/doctors/web/backbone/retrieve-entity-profile', headers: bearer(token) });

  const newAssistant = (overrides: object = {}) => ({
    email: freshEmail(),
    phone: '0661 23 45 67',
    firstName: 'Lina',
    lastName: 'Amrani',
    password: assistantPassword,
    ...overrides,
  });

  async function createdAssistant(overrides: object = {}) {
    const input = newAssistant(overrides);
    const response = await create(doctor, input);
    expect(response.statusCode, response.body).toBe(200);
    const token = (await signIn(app, input.email, assistantPassword, true)).json().auth.token as string;
    return { input, user: response.json().appUser as { _id: string }, token };
  }

  it("lists the doctor's assistants with the spec's fields and never a password", async () => {
    const response = await list(doctor);
    expect(response.statusCode).toBe(200);
    const appUsers = response.json().result.appUsers as Record<string, unknown>[];
    expect(appUsers.map((user) => user.email)).toEqual(expect.arrayContaining(['assistant@tabib.test', 'asdoctor@tabib.test']));
    expect(appUsers.find((user) => user.email === 'assistant@tabib.test')).toEqual({
      _id: expect.any(String),
      email: 'assistant@tabib.test',
      phone: null,
      firstName: 'Sara',
      lastName: 'Mansouri',
      position: 'ASSISTANT',
      lastLoginAt: null,
      blocked: { status: false, at: null },
      allowAll: false,
      createdAt: expect.any(String),
    });
    expect(response.body).not.toMatch(/password/i);
  });

  it('creates an assistant (200, phone in E.164, ASSISTANT by default) who signs in with the User box and must choose a password', async () => {
    const input = newAssistant({ email: `  Mixed.Case.${randomUUID()}@Tabib.TEST ` });
    const response = await create(doctor, input);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      appUser: {
        email: input.email.trim().toLowerCase(),
        phone: '+213661234567',
        position: 'ASSISTANT',
        blocked: { status: false },
        lastLoginAt: null,
      },
    });
    const signedIn = await signIn(app, input.email.trim(), assistantPassword, true);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().profile).toMatchObject({
      isAssistant: true,
      privileges: 'ASS',
      firstLoginPswReset: false,
      accept_terms: false,
    });
    expect((await signIn(app, input.email.trim(), assistantPassword, false)).statusCode).toBe(401);

    const listed = (await list(doctor))
      .json()
      .result.appUsers.find((user: { _id: string }) => user._id === response.json().appUser._id);
    expect(listed.lastLoginAt).not.toBeNull();
  });

  it('creates an assistant acting as doctor without allowAll (DOC-DEA)', async () => {
    const { token } = await createdAssistant({ position: 'AS-DOCTOR' });
    expect((await profileWith(token)).json().profile).toMatchObject({ userPosition: 'AS-DOCTOR', privileges: 'DOC-DEA' });
  });

  it.each([
    ['short', 'Ab12345', 'validation.passwordLength'],
    ['without a letter', '123456789', 'validation.passwordLetter'],
    ['without a digit', 'Abcdefghi', 'validation.passwordDigit'],
    ['with a control character', 'Abcd\t12345', 'validation.passwordCharacters'],
    ['empty', '', 'validation.required'],
  ])('refuses a password that is %s', async (_case, password, message) => {
    const response = await create(doctor, newAssistant({ password }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validationFailed',
      issues: expect.arrayContaining([{ path: 'password', message }]),
    });
  });

  it('accepts a password longer than the 14 characters of the preferences form', async () => {
    expect((await create(doctor, newAssistant({ password: 'Abcdefgh12345678' }))).statusCode).toBe(200);
  });

  // Issue 12: one rule everywhere, any printable characters with a letter and a digit.
  it.each(['Assist.pass1', 'assist pass 1', 'mot-de-passe_9!'])('accepts the printable password %s', async (password) => {
    expect((await create(doctor, newAssistant({ password }))).statusCode).toBe(200);
  });

  it('refuses an invalid email, phone or missing names', async () => {
    const response = await create(
      doctor,
      newAssistant({ email: 'not-an-email', phone: '12', firstName: ' ', lastName: undefined }),
    );
    expect(response.statusCode).toBe(400);
    const issues = response.json().issues as { path: string; message: string }[];
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'validation.email' },
        { path: 'phone', message: 'validation.phone' },
        { path: 'firstName', message: 'validation.required' },
        { path: 'lastName', message: 'validation.required' },
      ]),
    );
    expect((await create(doctor, newAssistant({ position: 'DOCTOR' }))).statusCode).toBe(400);
  });

  it('refuses an e-mail a live account already has (any case), and frees a deleted one', async () => {
    expect((await create(doctor, newAssistant({ email: 'LIMITED@tabib.test' }))).json()).toEqual({
      success: false,
      code: 'userEmailExists',
    });
    const { input, user } = await createdAssistant();
    expect((await create(doctor, newAssistant({ email: input.email }))).statusCode).toBe(409);
    expect((await remove(doctor, user._id)).statusCode).toBe(200);
    expect((await create(doctor, newAssistant({ email: input.email }))).statusCode).toBe(200);
  });

  it('lets DOC-ALL manage, DOC-DEA read, and refuses ASS, clinic accounts and clinic doctors', async () => {
    const limited = await sessionOf(app, 'limited@tabib.test');
    expect((await list(limited)).statusCode).toBe(200);
    expect((await create(limited, newAssistant())).json()).toEqual({ success: false, code: 'forbidden' });

    const asDoctor = await sessionOf(app, 'asdoctor@tabib.test');
    const byAsDoctor = await create(asDoctor, newAssistant());
    expect(byAsDoctor.statusCode).toBe(200);
    expect((await list(doctor)).json().result.appUsers.map((user: { _id: string }) => user._id)).toContain(
      byAsDoctor.json().appUser._id,
    );
    // An assistant acting as doctor cannot block themselves out.
    expect((await block(asDoctor, asDoctor.profile._id, true)).statusCode).toBe(403);

    for (const email of ['assistant@tabib.test', 'clinic@tabib.test', 'clinic.unit@tabib.test', 'clinic.doctor@tabib.test']) {
      const session = await sessionOf(app, email);
      expect((await list(session)).statusCode, email).toBe(403);
      expect((await create(session, newAssistant())).statusCode, email).toBe(403);
    }
  });

  it('blocks an assistant: their token stops working at once and sign-in says accountBlocked; unblock lets them back', async () => {
    const { input, user, token } = await createdAssistant();
    expect((await profileWith(token)).statusCode).toBe(200);

    const blocked = await block(doctor, user._id, true);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({
      success: true,
      code: 'userBlocked',
      appUser: { _id: user._id, blocked: { status: true, at: expect.any(String) } },
    });
    expect((await profileWith(token)).json()).toEqual({ success: false, code: 'TokenCoreValidationFailed' });
    expect((await signIn(app, input.email, assistantPassword, true)).json()).toEqual({ success: false, code: 'accountBlocked' });
    expect((await signIn(app, input.email, 'Wrong1234', true)).json().code).toBe('invalidCredentials');
    const listed = (await list(doctor)).json().result.appUsers.find((row: { _id: string }) => row._id === user._id);
    expect(listed.blocked.status).toBe(true);

    const unblocked = await block(doctor, user._id, false);
    expect(unblocked.json()).toMatchObject({ code: 'userUnblocked', appUser: { blocked: { status: false, at: null } } });
    // The old token stays revoked; a new sign-in works.
    expect((await profileWith(token)).statusCode).toBe(401);
    expect((await signIn(app, input.email, assistantPassword, true)).statusCode).toBe(200);
  });

  it('deletes an assistant: sessions end, the list and sign-in forget them', async () => {
    const { input, user, token } = await createdAssistant();
    const removed = await remove(doctor, user._id);
    expect(removed.json()).toEqual({ success: true, code: 'userDeleted' });
    expect((await profileWith(token)).statusCode).toBe(401);
    expect((await list(doctor)).json().result.appUsers.map((row: { _id: string }) => row._id)).not.toContain(user._id);
    expect((await signIn(app, input.email, assistantPassword, true)).json().code).toBe('invalidCredentials');
    expect((await remove(doctor, user._id)).statusCode).toBe(404);
    expect((await block(doctor, user._id, true)).statusCode).toBe(404);
  });

  it("answers 404 for another practice's user or a malformed id, and changes nothing", async () => {
    const [limitedRow] = await app.db.select().from(users).where(eq(users.email, 'limited@tabib.test'));
    const [foreign] = await app.db
      .insert(users)
      .values({
        email: freshEmail(),
        passwordHash: await hashPassword(assistantPassword),
        kind: 'assistant',
        firstName: 'Autre',
        lastName: 'Cabinet',
        position: 'ASSISTANT',
        employerDoctorId: limitedRow!.id,
        firstLoginPswReset: true,
        acceptTerms: true,
      })
      .returning();
    const foreignToken = (await signIn(app, foreign!.email, assistantPassword, true)).json().auth.token as string;

    for (const target of [foreign!.id, limitedRow!.id]) {
      expect((await block(doctor, target, true)).json()).toEqual({ success: false, code: 'notFound' });
      expect((await remove(doctor, target)).json()).toEqual({ success: false, code: 'notFound' });
    }
    expect((await block(doctor, 'not-a-uuid', true)).statusCode).toBe(400);
    expect((await remove(doctor, 'not-a-uuid')).statusCode).toBe(400);

    const [after] = await app.db.select().from(users).where(eq(users.id, foreign!.id));
    expect(after).toMatchObject({ blockedAt: null, deletedAt: null });
    expect((await profileWith(foreignToken)).statusCode).toBe(200);
    expect((await list(doctor)).json().result.appUsers.map((row: { _id: string }) => row._id)).not.toContain(foreign!.id);
  });

  it('blockAccount (operator) blocks and unblocks any account, ending its sessions', async () => {
    const clinic = await sessionOf(app, 'clinic.doctor2@tabib.test');
    const result = await app.services.users.blockAccount(clinic.profile._id, true);
    expect(result).toMatchObject({
      id: clinic.profile._id,
      email: 'clinic.doctor2@tabib.test',
      kind: 'doctor',
      blockedAt: expect.any(Date),
    });
    expect((await profileWith(clinic.token)).statusCode).toBe(401);
    expect((await signIn(app, 'clinic.doctor2@tabib.test')).json().code).toBe('accountBlocked');
    expect((await app.services.users.blockAccount(clinic.profile._id, false)).blockedAt).toBeNull();
    expect((await signIn(app, 'clinic.doctor2@tabib.test')).statusCode).toBe(200);
    await expect(app.services.users.blockAccount(randomUUID(), true)).rejects.toMatchObject({
      statusCode: 404,
      code: 'notFound',
    });
  });

  it('needs a session on every call', async () => {
    const anonymous = { token: '', profile: doctor.profile, headers: {} } satisfies Session;
    expect((await list(anonymous)).statusCode).toBe(401);
    expect((await create(anonymous, newAssistant({ phone: freshPhone() }))).statusCode).toBe(401);
  });
});
