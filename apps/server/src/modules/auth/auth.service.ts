import { resetLinkValidityMinutes, signInThrottle, type SignInRequest } from '@tabib/contracts/auth';
import type { Locale } from '@tabib/contracts/locales';
import type { SessionEndedEvent } from '@tabib/contracts/live-events';
import type { Database, Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/accounts';
import type { AppConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import type { LiveEvents } from '../../lib/live-events';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import type { Mailer } from '../notifications/mailer';
import { passwordResetEmail } from '../notifications/templates/password-reset-email';
import type { ProfileService } from '../profile/profile.service';
import { isClinicAccount } from '../practice/practice.policy';
import { createAuthRepository } from './auth.repository';
import { isSignInBlocked } from './sign-in-throttle';

export interface Actor {
  sessionId: string;
  user: UserRow;
}

export type FirstLoginChannel = 'doctors' | 'clinics';

interface Deps {
  db: Database;
  mailer: Mailer;
  profiles: ProfileService;
  liveEvents: LiveEvents;
  config: Pick<AppConfig, 'publicUrl' | 'sessionTtlDays'>;
}

/** Beyond this, further requests in the window answer the same but send nothing (no mail bombing). */
const maxResetEmailsPerWindow = 3;

export function createAuthService({ db, mailer, profiles, liveEvents, config }: Deps) {
  const repository = createAuthRepository(db);

  async function openSession(userId: string) {
    const token = newOpaqueToken();
    const expiresAt = new Date(Date.now() + config.sessionTtlDays * 86_400_000);
    await repository.createSession({ userId, tokenHash: hashToken(token), expiresAt });
    return token;
  }

  async function signedIn(user: UserRow) {
    const token = await openSession(user.id);
    return { success: true as const, profile: await profiles.profileOf(user), auth: { token } };
  }

  return {
    async signIn(request: Required<SignInRequest>, context: { ip: string; locale?: Locale }) {
      const email = request.email.toLowerCase();
      const now = new Date();
      if (await isSignInBlocked(repository, { email, ip: context.ip }, now)) {
        throw new AppError(429, 'tooManyRequest');
      }
      const user = await repository.findUserByEmail(email);
      const passwordMatches = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash), request.password);
      // The 'User' box signs in assistants only; a mismatch is just another wrong answer.
      const positionMatches = user !== undefined && (user.kind === 'assistant') === request.position;
      const succeeded = user !== undefined && passwordMatches && positionMatches;
      await repository.recordSignInAttempt({ email, ip: context.ip, succeeded });
      if (!succeeded) throw new AppError(401, 'invalidCredentials');
      // Told only to whoever knows the password: the address alone reveals nothing.
      if (user.blockedAt) throw new AppError(403, 'accountBlocked');

      const updated = await repository.updateUser(user.id, {
        lastSignInAt: now,
        ...(context.locale ? { locale: context.locale } : {}),
      });
      return signedIn(updated);
    },

    async authenticate(token: string | undefined): Promise<Actor> {
      const session = token ? await repository.findLiveSession(hashToken(token), new Date()) : undefined;
      if (!session) throw new AppError(401, 'TokenCoreValidationFailed');
      return session;
    },

    async isTokenValid(token: string) {
      return (await repository.findLiveSession(hashToken(token), new Date())) !== undefined;
    },

    logout(actor: Actor) {
      return repository.revokeSession(actor.sessionId);
    },

    /** Same answer whether or not the address has an account. */
    async requestPasswordReset(rawEmail: string, locale: Locale | undefined) {
      const user = await repository.findUserByEmail(rawEmail.toLowerCase());
      if (!user) return;
      const since = new Date(Date.now() - signInThrottle.windowMinutes * 60_000);
      if ((await repository.countResetTokensSince(user.id, since)) >= maxResetEmailsPerWindow) return;
      const token = newOpaqueToken();
      await db.transaction(async (tx) => {
        const txRepository = createAuthRepository(tx);
        await txRepository.retireResetTokensOfUser(user.id);
        await txRepository.createResetToken({
          userId: user.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + resetLinkValidityMinutes * 60_000),
        });
      });
      const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await mailer.send(
        passwordResetEmail({
          to: user.email,
          name: `${user.firstName} ${user.lastName}`,
          link,
          locale: locale ?? (user.locale as Locale),
        }),
      );
    },

    async resetPassword(token: string, password: string) {
      const passwordHash = await hashPassword(password);
      const done = await db.transaction(async (tx) => {
        const txRepository = createAuthRepository(tx);
        const consumed = await txRepository.consumeResetToken(hashToken(token), new Date());
        if (!consumed) return false;
        await txRepository.updateUser(consumed.userId, { passwordHash });
        await txRepository.revokeSessionsOfUser(consumed.userId);
        return true;
      });
      if (!done) throw new AppError(400, 'invalidResetToken');
    },

    /** Revokes every session of the account, then opens a new one for the caller. */
    async resetPasswordFirstLogin(actor: Actor, password: string, channel: FirstLoginChannel) {
      if (isClinicAccount(actor.user) !== (channel === 'clinics')) throw new AppError(403, 'forbidden');
      const passwordHash = await hashPassword(password);
      const user = await db.transaction(async (tx) => {
        const txRepository = createAuthRepository(tx);
        await txRepository.revokeSessionsOfUser(actor.user.id);
        return txRepository.updateUser(actor.user.id, { passwordHash, firstLoginPswReset: true });
      });
      return signedIn(user);
    },

    /**
     * Revokes the account's sessions (all but `exceptSessionId`) and tells their open sockets
     * why. Given the caller's transaction, both happen on its commit only.
     */
    async endSessionsOf(
      userId: string,
      reason: SessionEndedEvent['reason'],
      options: { exceptSessionId?: string; executor?: Executor } = {},
    ) {
      const executor = options.executor ?? db;
      await createAuthRepository(executor).revokeSessionsOfUser(userId, options.exceptSessionId);
      await liveEvents.publish({ type: 'sessionsEnded', userId, reason, exceptSessionId: options.exceptSessionId }, executor);
    },

    async acceptTerms(actor: Actor) {
      const user = await repository.updateUser(actor.user.id, { acceptTerms: true });
      return profiles.profileOf(user);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
