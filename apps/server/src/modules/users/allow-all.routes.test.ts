import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { accountSocket, type PrivilegesChangedEvent, type SessionEndedEvent } from '@tabib/contracts/live-events';
import type { App } from '../../app';
import { users } from '../../db/schema/accounts';
import { hashPassword } from '../../lib/passwords';
import { bearer, completeFirstLogin, signIn } from '../../test/auth-helpers';
import { at, book, bookableReason, newPatientBooking, sessionOf, type Session } from '../../test/booking-helpers';
import { socketTestApp } from '../../test/socket-helpers';
import { testBackends } from '../../test/test-database';

const password = 'Assist1234';
let counter = 0;

/** Issue 22: a DOC-ALL doctor grants or withdraws the full rights (allowAll) of an assistant acting as doctor. */
describe.each(testBackends())('full rights of an assistant acting as doctor on %s', (backend) => {
  const server = socketTestApp(backend);
  let app: App;
  let doctor: Session;
  beforeAll(async () => {
    app = server.app;
    doctor = await sessionOf(app, 'doctor@tabib.test');
  });

  const setAllowAll = (session: Session, userId: string, allowAll: boolean) =>
    app.inject({
      method: 'PUT',
      url: `/api/v1/doctors/users/${userId}/allow-all`,
      headers: session.headers,
      payload: { allowAll },
    });
  const profileWith = (token: string) =>
    app.inject({ method: 'GET', url: '/api/v1/doctors/web/backbone/retrieve-entity-profile', headers: bearer(token) });
  const allowAllOf = async (userId: string) =>
    (await app.db.select({ allowAll: users.allowAll }).from(users).where(eq(users.id, userId)))[0]!.allowAll;
  const auditOf = (userId: string) => app.services.audit.list({ targetId: userId });

  /** A new assistant of doctor@ who has done the first-login steps (sockets and bookings need them). */
  async function newAssistant(position: 'AS-DOCTOR' | 'ASSISTANT' = 'AS-DOCTOR') {
    const email = `full.rights.${counter++}@tabib.test`;
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/doctors/users/create',
      headers: doctor.headers,
      payload: { email, phone: '0770123456', firstName: 'Rym', lastName: 'Kaci', password, position },
    });
    expect(created.statusCode, created.body).toBe(200);
    const token = await completeFirstLogin(app, (await signIn(app, email, password, true)).json().auth.token as string);
    const userId = created.json().appUser._id as string;
    return { userId, email, token, session: { token, headers: bearer(token), profile: doctor.profile } satisfies Session };
  }

  async function listen(token: string) {
    const socket = await server.connect(token, accountSocket.namespace);
    const heard: PrivilegesChangedEvent[] = [];
    const ended: SessionEndedEvent[] = [];
    socket.on(accountSocket.privilegesChanged, (event: PrivilegesChangedEvent) => heard.push(event));
    socket.on(accountSocket.sessionEnded, (event: SessionEndedEvent) => ended.push(event));
    return { socket, heard, ended };
  }

  it("grants and withdraws: the assistant's same session books, then is refused, without signing in again", async () => {
    const assistant = await newAssistant();
    const reasonId = bookableReason(doctor)._id;
    expect((await profileWith(assistant.token)).json().profile).toMatchObject({
      privileges: 'DOC-DEA',
      settings: { allowAll: false },
    });
    const refusedBefore = await book(app, assistant.session, newPatientBooking(reasonId, at(15, '08:00')));
    expect([refusedBefore.statusCode, refusedBefore.json().code]).toEqual([403, 'DoctorNotAuthorizedAction']);

    const granted = await setAllowAll(doctor, assistant.userId, true);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({
      success: true,
      code: 'userAllowAllGranted',
      appUser: { _id: assistant.userId, position: 'AS-DOCTOR', allowAll: true },
    });
    expect((await profileWith(assistant.token)).json().profile).toMatchObject({
      privileges: 'DOC-ALL',
      settings: { allowAll: true },
    });
    expect((await book(app, assistant.session, newPatientBooking(reasonId, at(15, '08:00')))).statusCode).toBe(201);
    const listed = await app.inject({ method: 'GET', url: '/api/v1/doctors/users/get-all-users', headers: doctor.headers });
    expect(listed.json().result.appUsers.find((user: { _id: string }) => user._id === assistant.userId).allowAll).toBe(true);

    const withdrawn = await setAllowAll(doctor, assistant.userId, false);
    expect(withdrawn.json()).toMatchObject({ code: 'userAllowAllWithdrawn', appUser: { allowAll: false } });
    const refusedAfter = await book(app, assistant.session, newPatientBooking(reasonId, at(15, '09:00')));
    expect([refusedAfter.statusCode, refusedAfter.json().code]).toEqual([403, 'DoctorNotAuthorizedAction']);
    expect((await profileWith(assistant.token)).json().profile.privileges).toBe('DOC-DEA');
  });

  it('writes each change to the audit log, naming the acting account', async () => {
    const assistant = await newAssistant();
    await setAllowAll(doctor, assistant.userId, true);
    await setAllowAll(doctor, assistant.userId, false);
    const entries = await auditOf(assistant.userId);
    expect(entries.map((entry) => entry.action)).toEqual(['accounts.withdraw-all', 'accounts.grant-all']);
    expect(entries[1]).toMatchObject({
      actor: 'doctor@tabib.test',
      targetType: 'user',
      targetId: assistant.userId,
      details: { email: assistant.email, actorId: doctor.profile._id },
    });
  });

  it("tells the assistant's open sockets, which stay connected; nobody else hears it", async () => {
    const assistant = await newAssistant();
    const other = await newAssistant();
    const assistantSocket = await listen(assistant.token);
    const otherSocket = await listen(other.token);
    const doctorSocket = await listen(doctor.token);

    expect((await setAllowAll(doctor, assistant.userId, true)).statusCode).toBe(200);
    await vi.waitFor(() => expect(assistantSocket.heard).toEqual([{ allowAll: true }]), { timeout: 5000 });
    expect((await setAllowAll(doctor, assistant.userId, false)).statusCode).toBe(200);
    await vi.waitFor(() => expect(assistantSocket.heard).toEqual([{ allowAll: true }, { allowAll: false }]), {
      timeout: 5000,
    });

    expect(assistantSocket.socket.connected).toBe(true);
    expect(assistantSocket.ended).toEqual([]);
    expect(otherSocket.heard).toEqual([]);
    expect(doctorSocket.heard).toEqual([]);
  });

  it('refuses DOC-DEA and ASS actors, a plain ASSISTANT, oneself and malformed ids, and changes nothing', async () => {
    const target = await newAssistant();
    const readOnlyAsDoctor = await newAssistant();
    const plain = await newAssistant('ASSISTANT');
    const asDoctor = await sessionOf(app, 'asdoctor@tabib.test');
    const ass = await sessionOf(app, 'assistant@tabib.test');

    for (const [actor, name] of [
      [readOnlyAsDoctor.session, 'DOC-DEA assistant'],
      [ass, 'ASS'],
    ] as const) {
      expect((await setAllowAll(actor, target.userId, true)).json(), name).toEqual({ success: false, code: 'forbidden' });
    }
    expect((await setAllowAll(doctor, plain.userId, true)).json()).toEqual({ success: false, code: 'forbidden' });
    // An assistant with full rights manages the others, never itself.
    expect((await setAllowAll(asDoctor, asDoctor.profile._id, false)).json()).toEqual({ success: false, code: 'forbidden' });
    expect((await setAllowAll(doctor, 'not-a-uuid', true)).statusCode).toBe(400);
    const noFlag = await app.inject({
      method: 'PUT',
      url: `/api/v1/doctors/users/${target.userId}/allow-all`,
      headers: doctor.headers,
      payload: {},
    });
    expect(noFlag.statusCode).toBe(400);

    for (const userId of [target.userId, plain.userId]) {
      expect(await allowAllOf(userId)).toBe(false);
      expect(await auditOf(userId)).toEqual([]);
    }
    expect(await allowAllOf(asDoctor.profile._id)).toBe(true);
    expect((await profileWith(plain.token)).json().profile.privileges).toBe('ASS');

    // An AS-DOCTOR with full rights grants them to another of the practice's.
    expect((await setAllowAll(asDoctor, target.userId, true)).json().appUser.allowAll).toBe(true);
  });

  it("answers 404 for another practice's assistant acting as doctor and for a doctor; refuses a DOC-DEA doctor", async () => {
    const [limited] = await app.db.select().from(users).where(eq(users.email, 'limited@tabib.test'));
    const [foreign] = await app.db
      .insert(users)
      .values({
        email: `foreign.asdoctor.${counter++}@tabib.test`,
        passwordHash: await hashPassword(password),
        kind: 'assistant',
        firstName: 'Autre',
        lastName: 'Cabinet',
        position: 'AS-DOCTOR',
        employerDoctorId: limited!.id,
        firstLoginPswReset: true,
        acceptTerms: true,
      })
      .returning();
    // Its own practice's, but a DOC-DEA doctor changes nothing.
    const limitedSession = await sessionOf(app, 'limited@tabib.test');
    expect((await setAllowAll(limitedSession, foreign!.id, true)).json()).toEqual({ success: false, code: 'forbidden' });
    for (const userId of [foreign!.id, limited!.id]) {
      expect((await setAllowAll(doctor, userId, true)).json()).toEqual({ success: false, code: 'notFound' });
      expect(await allowAllOf(userId)).toBe(false);
      expect(await auditOf(userId)).toEqual([]);
    }
  });

  it('needs a session', async () => {
    const anonymous = { token: '', profile: doctor.profile, headers: {} } satisfies Session;
    expect((await setAllowAll(anonymous, doctor.profile._id, true)).statusCode).toBe(401);
  });
});
