import { demoPassword } from '../db/seed/demo-accounts';
import type { App } from '../app';

export const assistantEmails = new Set(['assistant@tabib.test', 'asdoctor@tabib.test']);

let nextIp = 1;
/** Each call gets its own client address so the per-IP throttle of one test never leaks into another. */
export const freshIp = () => `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

export function signIn(app: App, email: string, password = demoPassword, position = assistantEmails.has(email)) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/doctors/auth',
    remoteAddress: freshIp(),
    payload: { email, password, position },
  });
}

export async function tokenOf(app: App, email: string, password = demoPassword): Promise<string> {
  const response = await signIn(app, email, password);
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
  return response.json().auth.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Does the first-login steps of the token's account (new password, then the terms), without
 * which the API and the sockets refuse it; returns the token that replaces the given one.
 */
export async function completeFirstLogin(app: App, token: string, options: { password?: string; clinic?: boolean } = {}) {
  const password = options.password ?? 'Fresh.pass2';
  const changed = await app.inject({
    method: 'PUT',
    url: options.clinic ? '/api/v1/clinics/web/reset-password-first-login' : '/api/v1/doctors/reset-password-first-login',
    headers: bearer(token),
    payload: { password, passwordConfirm: password },
  });
  if (changed.statusCode !== 200) throw new Error(`first-login password change failed: ${changed.body}`);
  const newToken = changed.json().auth.token as string;
  const accepted = await app.inject({ method: 'PUT', url: '/api/v1/doctors/accept-terms', headers: bearer(newToken) });
  if (accepted.statusCode !== 200) throw new Error(`accepting the terms failed: ${accepted.body}`);
  return newToken;
}
