import { toE164 } from '@tabib/contracts/phone';
import type { Database, Executor } from '../../db/client';
import type { ClinicRow, NewUserRow, UserRow } from '../../db/schema/accounts';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { pgErrorOf, uniqueViolation } from '../../lib/pg-errors';
import { isUuid } from '../../lib/uuid';
import { createAccountsRepository } from './accounts.repository';
import { newOneTimePassword } from './one-time-password';
import { practiceDay } from '../../lib/practice-time';
import { openWelcomePeriod } from '../subscription/subscription.service';

export interface NewDoctorAccount {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
  title?: string;
  telemedicineAllowed?: boolean;
  specialityCodes?: string[];
  /** The welcome period's length, when not the usual one (subscriptionRules.welcomePeriodDays). */
  welcomeDays?: number;
}

/** An account a clinic admin opens in their clinic (modules/clinic-users). */
interface NewClinicMember {
  clinicId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  locale: string;
}

export interface NewClinicDoctor extends NewClinicMember {
  title: string;
  telemedicineAllowed: boolean;
  specialityIds: string[];
}

export interface NewClinicUser extends NewClinicMember {
  kind: 'clinic_user' | 'clinic_unit';
  clinicRole: 'admin' | 'member' | null;
}

/**
 * Work in the new account's transaction: `before` its insert (a clinic's quota is counted there,
 * under its lock), `after` it (the events that tell of it).
 */
export interface InsertHooks {
  before?(tx: Executor): Promise<void>;
  after?(tx: Executor, account: UserRow): Promise<void>;
}

export interface NewClinicAccount {
  name: string;
  adminEmail: string;
  adminFirstName: string;
  adminLastName: string;
  welcomeDays?: number;
}

/** What the operator is shown of an account (never the hash). */
export interface AccountSummary {
  id: string;
  email: string;
  kind: UserRow['kind'];
  title: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  clinicId: string | null;
  clinicRole: UserRow['clinicRole'];
  blocked: boolean;
}

export const presentAccount = (user: UserRow): AccountSummary => ({
  id: user.id,
  email: user.email,
  kind: user.kind,
  title: user.title,
  firstName: user.firstName,
  lastName: user.lastName,
  phone: user.phone,
  clinicId: user.clinicId,
  clinicRole: user.clinicRole,
  blocked: user.blockedAt !== null,
});

// first_login_psw_reset false means "not reset yet": the web sends the account to
// /reinitialize-password, then to the terms (modules/auth, web features/auth/onboarding.ts).
const firstSignInPending = { firstLoginPswReset: false, acceptTerms: false } as const;

/**
 * Accounts the operator opens, each with a one-time password its owner must replace at first
 * sign-in. An independent doctor and a clinic start their welcome period (subscription) with it.
 */
export function createAccountsService(db: Database, now: () => Date = () => new Date()) {
  const repository = createAccountsRepository(db);

  async function assertEmailFree(email: string) {
    if (await repository.liveUserByEmail(email)) throw new AppError(409, 'userEmailExists');
  }

  /** Two requests racing for one address: the live-email unique index has the last word. */
  async function insertingUser<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (pgErrorOf(error).code === uniqueViolation) throw new AppError(409, 'userEmailExists');
      throw error;
    }
  }

  /** A new account whose owner signs in first with the one-time password answered here. */
  async function openWithOneTimePassword(
    values: Omit<NewUserRow, 'passwordHash' | 'firstLoginPswReset' | 'acceptTerms'>,
    options: { specialityIds?: string[]; hooks?: InsertHooks } = {},
  ): Promise<{ account: AccountSummary; oneTimePassword: string }> {
    await assertEmailFree(values.email);
    const oneTimePassword = newOneTimePassword();
    const passwordHash = await hashPassword(oneTimePassword);
    const row = await insertingUser(() =>
      db.transaction(async (tx) => {
        await options.hooks?.before?.(tx);
        const txRepository = createAccountsRepository(tx);
        const inserted = await txRepository.insertUser({ ...values, passwordHash, ...firstSignInPending });
        await txRepository.addSpecialities(inserted.id, options.specialityIds ?? []);
        await options.hooks?.after?.(tx, inserted);
        return inserted;
      }),
    );
    return { account: presentAccount(row), oneTimePassword };
  }

  return {
    /** Runs `open` for a new account whose e-mail must be free among live accounts (409 userEmailExists). */
    async withFreeEmail<T>(email: string, open: () => Promise<T>): Promise<T> {
      await assertEmailFree(email);
      return insertingUser(open);
    },

    async createDoctor(input: NewDoctorAccount): Promise<{ account: AccountSummary; oneTimePassword: string }> {
      const email = input.email.trim().toLowerCase();
      await assertEmailFree(email);
      const phone = input.phone ? toE164(input.phone) : null;
      if (input.phone && !phone) throw new AppError(400, 'invalidPhoneNumber');
      const codes = [...new Set(input.specialityCodes ?? [])];
      const found = await repository.specialitiesByCode(codes);
      const unknown = codes.filter((code) => !found.some((row) => row.code === code));
      if (unknown.length > 0) throw new AppError(400, 'validationFailed', `unknown speciality code: ${unknown.join(', ')}`);

      return openWithOneTimePassword(
        {
          email,
          kind: 'doctor',
          title: input.title ?? 'Dr',
          firstName: input.firstName,
          lastName: input.lastName,
          phone,
          telemedicineAllowed: input.telemedicineAllowed ?? false,
          // The doctor owns the practice: every right on it (DOC-ALL).
          allowAll: true,
        },
        {
          specialityIds: found.map((speciality) => speciality.id),
          hooks: {
            after: (tx, account) => openWelcomePeriod(tx, { doctorId: account.id }, practiceDay(now()), input.welcomeDays),
          },
        },
      );
    },

    /** A doctor of a clinic, acting with every right on its own calendar (DOC-ALL), as the clinic's accounts do. */
    createClinicDoctor(input: NewClinicDoctor, hooks?: InsertHooks) {
      return openWithOneTimePassword(
        {
          email: input.email,
          kind: 'doctor',
          clinicId: input.clinicId,
          title: input.title,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          locale: input.locale,
          telemedicineAllowed: input.telemedicineAllowed,
          allowAll: true,
        },
        { specialityIds: input.specialityIds, hooks },
      );
    },

    /** A clinic user (admin or member) or a clinic unit of a clinic. */
    createClinicUser(input: NewClinicUser, hooks?: InsertHooks) {
      return openWithOneTimePassword(
        {
          email: input.email,
          kind: input.kind,
          clinicId: input.clinicId,
          clinicRole: input.clinicRole,
          title: '',
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          locale: input.locale,
        },
        { hooks },
      );
    },

    /** A clinic and its first admin user (clinic_role admin), who opens the clinic's other accounts. */
    async createClinic(
      input: NewClinicAccount,
    ): Promise<{ clinic: Pick<ClinicRow, 'id' | 'name'>; admin: AccountSummary; oneTimePassword: string }> {
      const email = input.adminEmail.trim().toLowerCase();
      await assertEmailFree(email);
      const oneTimePassword = newOneTimePassword();
      const passwordHash = await hashPassword(oneTimePassword);
      const { clinic, admin } = await insertingUser(() =>
        db.transaction(async (tx) => {
          const txRepository = createAccountsRepository(tx);
          const clinic = await txRepository.insertClinic(input.name);
          await openWelcomePeriod(tx, { clinicId: clinic.id }, practiceDay(now()), input.welcomeDays);
          const admin = await txRepository.insertUser({
            email,
            passwordHash,
            kind: 'clinic_user',
            clinicRole: 'admin',
            clinicId: clinic.id,
            title: '',
            firstName: input.adminFirstName,
            lastName: input.adminLastName,
            ...firstSignInPending,
          });
          return { clinic, admin };
        }),
      );
      return { clinic: { id: clinic.id, name: clinic.name }, admin: presentAccount(admin), oneTimePassword };
    },

    /** A live account by e-mail address or id; 404 notFound otherwise. */
    async findAccount(emailOrId: string): Promise<AccountSummary> {
      const key = emailOrId.trim();
      const user = key.includes('@')
        ? await repository.liveUserByEmail(key.toLowerCase())
        : isUuid(key)
          ? await repository.liveUserById(key)
          : undefined;
      if (!user) throw new AppError(404, 'notFound', `no account ${key}`);
      return presentAccount(user);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
