import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { clinicUsersPaths } from '@tabib/contracts/clinic-users';
import type { App } from '../../app';
import { completeFirstLogin, signIn } from '../../test/auth-helpers';
import type { Session } from '../../test/booking-helpers';

let counter = 0;
export const freshEmail = (prefix = 'clinic.member') => `${prefix}.${Date.now()}.${counter++}@tabib.test`;

const url = (path: string, query?: Record<string, string>) =>
  `/api/v1${path}${query ? `?${new URLSearchParams(query).toString()}` : ''}`;

/** The clinic-users calls as one session makes them. */
export function clinicUsersCalls(app: App) {
  return {
    list: (session: Session, query: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: url(clinicUsersPaths.filtered, query), headers: session.headers }),
    stats: (session: Session) => app.inject({ method: 'GET', url: url(clinicUsersPaths.stats), headers: session.headers }),
    one: (session: Session, userId: string, type: 'doctor' | 'user') =>
      app.inject({ method: 'GET', url: url(clinicUsersPaths.one, { userId, type }), headers: session.headers }),
    deeplook: (session: Session, type: string) =>
      app.inject({ method: 'GET', url: url(clinicUsersPaths.deeplook, { type }), headers: session.headers }),
    create: (session: Session, payload: object) =>
      app.inject({ method: 'POST', url: url(clinicUsersPaths.create), headers: session.headers, payload }),
    update: (session: Session, payload: object) =>
      app.inject({ method: 'PUT', url: url(clinicUsersPaths.update), headers: session.headers, payload }),
    deleteUser: (session: Session, userId: string) =>
      app.inject({ method: 'DELETE', url: url(clinicUsersPaths.deleteUser, { userId }), headers: session.headers }),
    deleteDoctor: (session: Session, doctorId: string) =>
      app.inject({ method: 'DELETE', url: url(clinicUsersPaths.deleteDoctor, { doctorId }), headers: session.headers }),
  };
}

/** The one-time password of the last e-mail stored for the address (no SMTP in tests). */
export async function oneTimePasswordSentTo(app: App, email: string): Promise<string> {
  const { rows } = (await app.db.execute(
    sql`select text from outbound_emails where recipient = ${email} and template = 'clinic-account' order by created_at desc limit 1`,
  )) as unknown as { rows: { text: string }[] };
  const password = /: ([A-Za-z0-9]{14})$/m.exec(rows[0]?.text ?? '')?.[1];
  if (!password) throw new Error(`no one-time password e-mailed to ${email}`);
  return password;
}

/** Signs in with the e-mailed one-time password and does the first-login steps: a session of the new account. */
export async function onboardedSession(app: App, email: string, options: { clinic?: boolean } = {}): Promise<Session> {
  const first = await signIn(app, email, await oneTimePasswordSentTo(app, email));
  expect(first.statusCode, first.body).toBe(200);
  const token = await completeFirstLogin(app, first.json().auth.token, { clinic: options.clinic });
  const profile = await app.inject({
    method: 'GET',
    url: '/api/v1/doctors/web/backbone/retrieve-entity-profile',
    headers: { authorization: `Bearer ${token}` },
  });
  return { token, profile: profile.json().profile, headers: { authorization: `Bearer ${token}` } };
}
