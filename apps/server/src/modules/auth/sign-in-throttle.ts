import { signInThrottle } from '@tabib/contracts/auth';
import type { AuthRepository } from './auth.repository';

/**
 * Counted per e-mail address (existing account or not, so the answer reveals nothing), and
 * per client IP with a higher ceiling: Algerian carriers put many users behind one address.
 */
const maxFailuresPerIp = signInThrottle.maxFailures * 10;

export async function isSignInBlocked(repository: AuthRepository, attempt: { email: string; ip: string }, now: Date) {
  const since = new Date(now.getTime() - signInThrottle.windowMinutes * 60_000);
  const [byEmail, byIp] = await Promise.all([
    repository.countFailuresSince({ email: attempt.email }, since),
    repository.countFailuresSince({ ip: attempt.ip }, since),
  ]);
  return byEmail >= signInThrottle.maxFailures || byIp >= maxFailuresPerIp;
}
