import { apiBasePath, authPaths } from '@tabib/contracts/auth';

/** Seeded by the server at start (apps/server/src/db/seed/demo-accounts.ts). */
export const demoDoctor = { email: 'doctor@tabib.test', password: 'Demo.pass1' };

/** Where the web app keeps the session (apps/web/src/lib/storage-keys.ts). */
export const tokenStorageKey = 'tabib.token';

/** Signs a demo doctor in through the API (doctor@ unless told); returns the session token. */
export async function signIn(baseUrl: string, account = demoDoctor): Promise<string> {
  const response = await fetch(`${baseUrl}${apiBasePath}${authPaths.signIn}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...account, position: false }),
  });
  const body = (await response.json()) as { auth?: { token?: string } };
  if (!response.ok || !body.auth?.token) throw new Error(`sign-in failed (${response.status})`);
  return body.auth.token;
}
