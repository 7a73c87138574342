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
