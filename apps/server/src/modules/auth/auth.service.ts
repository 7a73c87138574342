import { resetLinkValidityMinutes, signInThrottle, type SignInRequest } from '@tabib/contracts/auth';
import type { Locale } from '@tabib/contracts/locales';
import type { ExplainedSessionEndReason } from '@tabib/contracts/session-end';
import { pendingOnboardingStep } from '@tabib/contracts/onboarding';
import type { Database, Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/accounts';
import type { AppConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import type { BackgroundWork } from '../../lib/background-work';
import { publishEvent } from '../../events/event-log';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import type { Mailer } from '../mail/mailer';
import { passwordResetEmail } from '../mail/templates/password-reset-email';
import type { ProfileService } from '../profile/profile.service';
import { isClinicAccount } from '../practice/practice.policy';
import { rememberEmployer } from '../practice/request-employer';
import { createAuthRepository } from './auth.repository';
import { createSignInDevices } from './sign-in-devices';
import { createSignInThrottle } from './sign-in-throttle';

export interface Actor {
  sessionId: string;
  /** Open sockets are ended at this instant (realtime/session-expiry.ts). */
  expiresAt: Date;
  user: UserRow;
}

export type FirstLoginChannel = 'doctors' | 'clinics';

interface Deps {
  db: Database;
  mailer: Mailer;
  profiles: ProfileService;
  backgroundWork: BackgroundWork;
  config: Pick<AppConfig, 'publicUrl' | 'sessionTtlDays' | 'signInSlowdown'>;
}

/** Beyond this, further requests in the window answer the same but send nothing (no mail bombing). */
const maxResetEmailsPerWindow = 3;

export function createAuthService({ db, mailer, profiles, backgroundWork, config }: Deps) {
  const repository = createAuthRepository(db);
  const throttle = createSignInThrottle({ db, mailer, backgroundWork, config });
  const devices = createSignInDevices(db);

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

  /**
   * Revokes the account's sessions (all but `exceptSessionId`) and tells their open sockets
   * why. Given the caller's transaction, both happen on its commit only.
   */
  /** An assistant acts only for its employer: a blocked or deleted doctor blocks its assistants (docs/decisions.md). */
  async function employerShutOut(user: UserRow) {
    if (!user.employerDoctorId) return false;
    const doctor = await repository.findUserById(user.employerDoctorId);
    return !doctor || doctor.blockedAt !== null || doctor.deletedAt !== null;
  }

  async function endSessionsOf(
    userId: string,
    reason: ExplainedSessionEndReason,
    options: { exceptSessionId?: string; executor?: Executor } = {},
  ) {
    const executor = options.executor ?? db;
    await createAuthRepository(executor).revokeSessionsOfUser(userId, options.exceptSessionId);
    await publishEvent(executor, { kind: 'sessionsEnded', userId, reason, exceptSessionId: options.exceptSessionId });
  }

  async function sendResetLink(email: string, locale: Locale | undefined) {
    const user = await repository.findUserByEmail(email);
    if (!user) return;
    const token = newOpaqueToken();
    const issued = await db.transaction(async (tx) => {
      const txRepository = createAuthRepository(tx);
      await txRepository.lockUserForResetTokens(user.id);
      const since = new Date(Date.now() - signInThrottle.windowMinutes * 60_000);
      if ((await txRepository.countResetTokensSince(user.id, since)) >= maxResetEmailsPerWindow) return false;
      await txRepository.retireResetTokensOfUser(user.id);
      await txRepository.createResetToken({
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + resetLinkValidityMinutes * 60_000),
      });
      return true;
    });
    if (!issued) return;
    const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await mailer.send(
      passwordResetEmail({
        to: user.email,
        name: `${user.firstName} ${user.lastName}`,
        link,
        locale: locale ?? (user.locale as Locale),
      }),
    );
  }

  return {
    /**
     * Counted and throttled before the password is checked (sign-in-throttle.ts). `deviceToken` is
     * the browser's device cookie, in and out: a browser that signed in to the account before is
     * not held back by failures made elsewhere.
     */
    async signIn(request: Required<SignInRequest>, context: { ip: string; deviceToken?: string; locale?: Locale }) {
      const email = request.email.toLowerCase();
      const user = await repository.findUserByEmail(email);
      const device = await devices.recognise(context.deviceToken, user?.id);
      const attempt = await throttle.begin({ email, ip: context.ip, trustedDeviceId: device.trustedId });
      const passwordMatches = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash), request.password);
      if (!user || !passwordMatches) {
        await throttle.failed(attempt, user);
        throw new AppError(401, 'invalidCredentials');
      }
      // The 'User' box signs in assistants only. Said only to whoever knows the password, like a block:
      // the address alone still reveals nothing about the account's kind.
      if ((user.kind === 'assistant') !== request.position) {
        await throttle.failed(attempt, user);
        throw new AppError(401, user.kind === 'assistant' ? 'signInNeedsUserBox' : 'signInWithoutUserBox');
      }
      await throttle.succeeded(attempt);
      // Told only to whoever knows the password: the address alone reveals nothing.
      if (user.blockedAt || (await employerShutOut(user))) throw new AppError(403, 'accountBlocked');

      const deviceToken = await devices.remember(user.id, device);
      const updated = await repository.updateUser(user.id, {
        lastSignInAt: new Date(),
        ...(context.locale ? { locale: context.locale } : {}),
      });
      return { answer: await signedIn(updated), deviceToken };
    },

    /**
     * The live session of the token. Until its account has changed the one-time password and
     * accepted the terms, it is refused (403 firstLoginRequired) unless `beforeOnboarding`
     * says the caller is one of the steps themselves.
     */
    async authenticate(token: string | undefined, options: { beforeOnboarding?: boolean } = {}): Promise<Actor> {
      const session = token ? await repository.findLiveSession(hashToken(token), new Date()) : undefined;
      if (!session) throw new AppError(401, 'TokenCoreValidationFailed');
      const { sessionId, expiresAt, user, employer } = session;
      if (
        !options.beforeOnboarding &&
        pendingOnboardingStep({ firstLoginPswReset: user.firstLoginPswReset, accept_terms: user.acceptTerms })
      ) {
        throw new AppError(403, 'firstLoginRequired');
      }
      if (employer) rememberEmployer(user, employer);
      return { sessionId, expiresAt, user };
    },

    async isTokenValid(token: string) {
      return (await repository.findLiveSession(hashToken(token), new Date())) !== undefined;
    },

    /** Revokes this session and ends its open sockets (the browser's other tabs share it). */
    async logout(actor: Actor) {
      await db.transaction(async (tx) => {
        await createAuthRepository(tx).revokeSession(actor.sessionId);
        await publishEvent(tx, { kind: 'sessionEnded', sessionId: actor.sessionId, reason: 'logout' });
      });
    },

    /**
     * Returns at once, whether or not the address has an account: the lookup and the e-mail run
     * after the answer, so its timing tells nothing about the address.
     */
    requestPasswordReset(rawEmail: string, locale: Locale | undefined) {
      backgroundWork.run('password reset e-mail', () => sendResetLink(rawEmail.toLowerCase(), locale));
    },

    /** Used or expired links are refused with the same code as the reset itself, so the page can say so on opening. */
    async checkResetToken(token: string) {
      if (!(await repository.findUsableResetToken(hashToken(token), new Date()))) throw new AppError(400, 'invalidResetToken');
    },

    async resetPassword(token: string, password: string) {
      const passwordHash = await hashPassword(password);
      const done = await db.transaction(async (tx) => {
        const txRepository = createAuthRepository(tx);
        const consumed = await txRepository.consumeResetToken(hashToken(token), new Date());
        if (!consumed) return false;
        await txRepository.updateUser(consumed.userId, { passwordHash });
        await endSessionsOf(consumed.userId, 'passwordChanged', { executor: tx });
        return true;
      });
      if (!done) throw new AppError(400, 'invalidResetToken');
    },

    /**
     * Replaces the one-time password, once: it asks for no current password, so afterwards only
     * the preferences' password change (which does) may set one. Revokes every session of the
     * account, then opens a new one for the caller.
     */
    async resetPasswordFirstLogin(actor: Actor, password: string, channel: FirstLoginChannel) {
      if (actor.user.firstLoginPswReset) throw new AppError(403, 'forbidden');
      if (isClinicAccount(actor.user) !== (channel === 'clinics')) throw new AppError(403, 'forbidden');
      const passwordHash = await hashPassword(password);
      const user = await db.transaction(async (tx) => {
        const updated = await createAuthRepository(tx).updateUser(actor.user.id, { passwordHash, firstLoginPswReset: true });
        await endSessionsOf(actor.user.id, 'passwordChanged', { executor: tx });
        return updated;
      });
      return signedIn(user);
    },

    endSessionsOf,

    async acceptTerms(actor: Actor) {
      const user = await repository.updateUser(actor.user.id, { acceptTerms: true });
      return profiles.profileOf(user);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
