import { toE164 } from '@tabib/contracts/phone';
import type { Database } from '../../db/client';
import type { ClinicRow, NewUserRow, UserRow } from '../../db/schema/accounts';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { pgErrorOf, uniqueViolation } from '../../lib/pg-errors';
import { isUuid } from '../../lib/uuid';
import { createAccountsRepository } from './accounts.repository';
import { newOneTimePassword } from './one-time-password';

export interface NewDoctorAccount {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
  title?: string;
  telemedicineAllowed?: boolean;
  specialityCodes?: string[];
}

export interface NewClinicAccount {
  name: string;
  adminEmail: string;
  adminFirstName: string;
  adminLastName: string;
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

/** Accounts the operator opens, each with a one-time password its owner must replace at first sign-in. */
export function createAccountsService(db: Database) {
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

      const oneTimePassword = newOneTimePassword();
      const values: NewUserRow = {
        email,
        passwordHash: await hashPassword(oneTimePassword),
        kind: 'doctor',
        title: input.title ?? 'Dr',
        firstName: input.firstName,
        lastName: input.lastName,
        phone,
        telemedicineAllowed: input.telemedicineAllowed ?? false,
        // The doctor owns the practice: every right on it (DOC-ALL).
        allowAll: true,
        ...firstSignInPending,
      };
      const doctor = await insertingUser(() =>
        db.transaction(async (tx) => {
          const txRepository = createAccountsRepository(tx);
          const row = await txRepository.insertUser(values);
          await txRepository.addSpecialities(
            row.id,
            found.map((speciality) => speciality.id),
          );
          return row;
        }),
      );
      return { account: presentAccount(doctor), oneTimePassword };
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
