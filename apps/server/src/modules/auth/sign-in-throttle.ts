import { setTimeout as sleep } from 'node:timers/promises';
import { signInThrottle } from '@tabib/contracts/auth';
import type { Locale } from '@tabib/contracts/locales';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/accounts';
import { TooManyRequestsError } from '../../lib/app-error';
import type { BackgroundWork } from '../../lib/background-work';
import type { Mailer } from '../mail/mailer';
import { signInAttemptsEmail } from '../mail/templates/sign-in-attempts-email';
import { clientAddressKey } from './client-address';
import { deviceLifetimeDays } from './sign-in-devices';
import { createSignInThrottleRepository, type Counted } from './sign-in-throttle.repository';

const windowSeconds = signInThrottle.windowMinutes * 60;

/** The three counters of a sign-in attempt (docs/decisions.md, "Sign-in throttling"). */
export const signInLimits = {
  /** One account from one client (its address, or its device cookie): the limit on guessing. */
  accountClient: { refuseAfter: signInThrottle.maxFailures, windowSeconds },
  /** One address across accounts (password spraying): high, as Algerian carriers put many users behind one address. */
  client: { refuseAfter: signInThrottle.maxFailures * 10, windowSeconds },
  /**
   * One account from every address. Refusing here would let anyone who knows an e-mail address
   * lock its owner out, so the check is slowed down instead, and the owner told.
   */
  account: { noticeAfter: signInThrottle.maxFailures * 2, slowAfter: signInThrottle.maxFailures * 10, windowSeconds: 3600 },
};

const sweepEveryMs = 10 * 60_000;

/** The wait before checking the `attempts`-th password tried on one account in its window: doubling, capped. */
export function slowdownMs(attempts: number, slowdown: AppConfig['signInSlowdown']) {
  const beyond = attempts - signInLimits.account.slowAfter;
  return beyond <= 0 ? 0 : Math.min(slowdown.maxDelayMs, slowdown.firstDelayMs * 2 ** (beyond - 1));
}

const refuseAfter = (row: Counted) => (row.scope === 'account' ? Infinity : signInLimits[row.scope].refuseAfter);

export interface SignInAttempt {
  counted: Counted[];
}

interface Deps {
  db: Executor;
  mailer: Mailer;
  backgroundWork: BackgroundWork;
  config: Pick<AppConfig, 'publicUrl' | 'signInSlowdown'>;
}

export function createSignInThrottle({ db, mailer, backgroundWork, config }: Deps) {
  const repository = createSignInThrottleRepository(db);
  let lastSweep = 0;

  /** A browser the account already signed in from is counted on its own: failures made elsewhere never reach it. */
  function countersOf({ email, ip, trustedDeviceId }: { email: string; ip: string; trustedDeviceId?: string }) {
    if (trustedDeviceId) {
      const key = `${email} device:${trustedDeviceId}`;
      return [{ scope: 'accountClient' as const, key, windowSeconds: signInLimits.accountClient.windowSeconds }];
    }
    const client = clientAddressKey(ip);
    return [
      { scope: 'accountClient' as const, key: `${email} ${client}`, windowSeconds: signInLimits.accountClient.windowSeconds },
      { scope: 'client' as const, key: client, windowSeconds: signInLimits.client.windowSeconds },
      { scope: 'account' as const, key: email, windowSeconds: signInLimits.account.windowSeconds },
    ];
  }

  /** Expired windows are reused by the count; the ones never counted again go here, from each process now and then. */
  async function sweepNowAndThen() {
    if (Date.now() - lastSweep < sweepEveryMs) return;
    lastSweep = Date.now();
    await repository.sweep(deviceLifetimeDays);
  }

  return {
    /**
     * Counts the attempt before its password is checked, so parallel attempts get distinct numbers
     * and cannot all slip under a limit. Throws 429 beyond a limit; waits when the account is
     * being guessed at from many addresses.
     */
    async begin(attempt: { email: string; ip: string; trustedDeviceId?: string }): Promise<SignInAttempt> {
      await sweepNowAndThen();
      const counted = await repository.count(countersOf(attempt));
      const refusing = counted.filter((row) => row.attempts > refuseAfter(row));
      if (refusing.length > 0) {
        // A refused attempt checked no password: taken back, the counts stay those of checked passwords.
        await repository.refund(counted);
        throw new TooManyRequestsError(Math.max(...refusing.map((row) => row.secondsLeft)));
      }
      const account = counted.find((row) => row.scope === 'account');
      const wait = account ? slowdownMs(account.attempts, config.signInSlowdown) : 0;
      if (wait > 0) await sleep(wait);
      return { counted };
    },

    /** The right password: this client starts afresh; the wider counts keep only the failures. */
    async succeeded({ counted }: SignInAttempt) {
      const [accountClient] = counted.filter((row) => row.scope === 'accountClient');
      const wider = counted.filter((row) => row.scope !== 'accountClient');
      if (accountClient) await repository.clear(accountClient);
      if (wider.length > 0) await repository.refund(wider);
    },

    /** Tells the owner once the account is being guessed at, at most once an hour across processes. */
    async failed({ counted }: SignInAttempt, user: UserRow | undefined) {
      const account = counted.find((row) => row.scope === 'account');
      if (!user || !account || account.attempts < signInLimits.account.noticeAfter) return;
      if (!(await repository.claimNotice(account.key))) return;
      const message = signInAttemptsEmail({
        to: user.email,
        name: `${user.firstName} ${user.lastName}`,
        failures: account.attempts,
        link: `${config.publicUrl}/forgot-password`,
        locale: user.locale as Locale,
      });
      backgroundWork.run('sign-in attempts notice', () => mailer.send(message));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
