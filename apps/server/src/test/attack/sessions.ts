import { demoPassword } from '../../db/seed/demo-accounts';
import type { App } from '../../app';
import { assistantEmails, bearer, signIn } from '../auth-helpers';
import type { Session } from '../booking-helpers';

/**
 * Sessions for the attack tests. Accounts they open have their own password, and a fuzzed
 * first-login change is a legitimate call that changes one: the registry signs in with the latest.
 */
export function createSessions(app: App) {
  const accounts = new Map<string, { password: string; assistant: boolean }>();

  return {
    async signIn(email: string): Promise<Session> {
      const account = accounts.get(email) ?? { password: demoPassword, assistant: assistantEmails.has(email) };
      const response = await signIn(app, email, account.password, account.assistant);
      if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
      const body = response.json();
      return { token: body.auth.token, profile: body.profile, headers: bearer(body.auth.token) };
    },
    register(email: string, password: string, assistant = false) {
      accounts.set(email, { password, assistant });
    },
    passwordChanged(email: string, password: string) {
      accounts.set(email, { password, assistant: accounts.get(email)?.assistant ?? assistantEmails.has(email) });
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
