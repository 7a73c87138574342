import type { FastifyBaseLogger } from 'fastify';
import type {
  ClinicEntity,
  ClinicEntityType,
  ClinicStats,
  clinicDeeplookTypes,
  clinicListQuerySchema,
} from '@tabib/contracts/clinic-users';
import type { CreateClinicEntityInput, UpdateClinicEntityInput } from '@tabib/contracts/clinic-users-input';
import { isLocale } from '@tabib/contracts/locales';
import type { ClinicDoctor } from '@tabib/contracts/user';
import type { Speciality } from '@tabib/contracts/specialities';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import type { NewUserRow, UserRow } from '../../db/schema/accounts';
import { publishEvent } from '../../events/event-log';
import { AppError, CountedRefusal } from '../../lib/app-error';
import type { AccountsService, InsertHooks } from '../accounts/accounts.service';
import type { AuthService } from '../auth/auth.service';
import type { Mailer } from '../mail/mailer';
import { clinicAccountEmail } from '../mail/templates/clinic-account-email';
import { assertMay } from '../practice/practice.policy';
import { presentSpeciality } from '../profile/profile.presenter';
import type { ReferenceDataService } from '../reference-data/reference-data.service';
import { presentClinicDoctor, presentClinicEntity, roleOfUser } from './clinic-users.presenter';
import { createClinicUsersRepository } from './clinic-users.repository';

type ListQuery = z.output<typeof clinicListQuerySchema>;

interface Deps {
  db: Database;
  accounts: Pick<AccountsService, 'createClinicDoctor' | 'createClinicUser'>;
  auth: Pick<AuthService, 'endSessionsOf'>;
  referenceData: Pick<ReferenceDataService, 'specialities'>;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

const userKindOf = (role: 'admin' | 'member' | 'unit') =>
  role === 'unit' ? ({ kind: 'clinic_unit', clinicRole: null } as const) : ({ kind: 'clinic_user', clinicRole: role } as const);

/**
 * The clinic's users and doctors (spec 3, clinic pages): every clinic account of the clinic
 * reads them, its admin adds, changes and deletes them (docs/decisions.md, "Clinic accounts").
 */
export function createClinicUsersService({ db, accounts, auth, referenceData, mailer, publicUrl, log, now }: Deps) {
  const repository = createClinicUsersRepository(db);
  const clock = now ?? (() => new Date());

  /** The actor's clinic, once the capability table lets it read or change its accounts. */
  function clinicOf(actor: UserRow, access: 'read' | 'change'): string {
    assertMay(actor, 'clinic.usersPage', access);
    if (!actor.clinicId) throw new AppError(403, 'notAuthorizedForAction');
    return actor.clinicId;
  }

  async function specialitiesByDoctor(doctors: UserRow[]): Promise<Map<string, Speciality[]>> {
    const byDoctor = new Map<string, Speciality[]>();
    for (const { doctorId, speciality } of await repository.specialitiesOf(doctors.map((doctor) => doctor.id))) {
      byDoctor.set(doctorId, [...(byDoctor.get(doctorId) ?? []), presentSpeciality(speciality)]);
    }
    return byDoctor;
  }

  async function present(rows: UserRow[]): Promise<ClinicEntity[]> {
    const specialities = await specialitiesByDoctor(rows.filter((row) => row.kind === 'doctor'));
    return rows.map((row) => presentClinicEntity(row, specialities.get(row.id) ?? []));
  }

  /** Another clinic's account, a deleted one and one of the other type all read as not found. */
  async function memberOf(clinicId: string, type: ClinicEntityType, userId: string) {
    const member = await repository.findMember(clinicId, type, userId);
    if (!member) throw new AppError(404, 'notFound');
    return member;
  }

  async function entityOf(clinicId: string, type: ClinicEntityType, userId: string): Promise<ClinicEntity> {
    const [entity] = await present([await memberOf(clinicId, type, userId)]);
    return entity!;
  }

  async function assertSpecialitiesExist(ids: string[] | undefined) {
    if (!ids?.length) return;
    const known = new Set((await referenceData.specialities()).map((speciality) => speciality._id));
    if (ids.some((id) => !known.has(id))) throw new AppError(400, 'validationFailed', 'unknown speciality');
  }

  const membersChanged = (tx: Executor, clinicId: string, type: ClinicEntityType, userId: string) =>
    publishEvent(tx, { kind: 'clinicMembersChanged', clinicId, type, userId });

  /** The e-mail carrying the one-time password; an account whose e-mail could not leave is taken back. */
  async function sendOneTimePassword(
    actor: UserRow,
    account: { id: string; email: string; firstName: string; lastName: string },
    oneTimePassword: string,
    clinicName: string,
  ) {
    try {
      await mailer.send(
        clinicAccountEmail({
          to: account.email,
          name: `${account.firstName} ${account.lastName}`,
          clinicName,
          oneTimePassword,
          signInLink: new URL('/login', publicUrl).toString(),
          locale: isLocale(actor.locale) ? actor.locale : 'fr',
        }),
      );
    } catch (error) {
      log.error({ err: error, userId: account.id }, 'the one-time password of a new clinic account could not be e-mailed');
      await repository.update(account.id, { deletedAt: new Date() });
      throw new AppError(500, 'internalServerError');
    }
  }

  return {
    async list(actor: UserRow, query: ListQuery) {
      const clinicId = clinicOf(actor, 'read');
      const { rows, total } = await repository.list(clinicId, {
        type: query.type,
        page: query.page,
        limit: query.limit,
        speciality: query.speciality,
        workStatus: query.work_status,
        search: query.search || undefined,
      });
      return { type: query.type, page: query.page, limit: query.limit, total, entities: await present(rows) };
    },

    async stats(actor: UserRow): Promise<ClinicStats> {
      const clinicId = clinicOf(actor, 'read');
      const [counts, clinic] = await Promise.all([repository.counts(clinicId), repository.findClinic(clinicId)]);
      if (!clinic) throw new AppError(404, 'notFound');
      return { ...counts, doctorQuota: clinic.doctorQuota, userQuota: clinic.userQuota };
    },

    one: (actor: UserRow, type: ClinicEntityType, userId: string): Promise<ClinicEntity> =>
      entityOf(clinicOf(actor, 'read'), type, userId),

    async deeplook(
      actor: UserRow,
      type: (typeof clinicDeeplookTypes)[number],
    ): Promise<{ type: 'specialities'; specialities: Speciality[] } | { type: 'doctors'; doctors: ClinicDoctor[] }> {
      const clinicId = clinicOf(actor, 'read');
      if (type === 'specialities') return { type, specialities: await referenceData.specialities() };
      const doctors = await repository.listDoctors(clinicId);
      const specialities = await specialitiesByDoctor(doctors);
      return { type, doctors: doctors.map((doctor) => presentClinicDoctor(doctor, specialities.get(doctor.id) ?? [])) };
    },

    /**
     * Opens the account with a one-time password sent by e-mail; its owner replaces it and
     * accepts the terms at first sign-in. Over the plan's quota (deleted accounts do not count):
     * clinicQuotaReached; an e-mail address in use: doctorAlreadyExists or userAlreadyExists.
     */
    async create(actor: UserRow, input: CreateClinicEntityInput): Promise<ClinicEntity> {
      const clinicId = clinicOf(actor, 'change');
      const clinic = await repository.findClinic(clinicId);
      if (!clinic) throw new AppError(404, 'notFound');
      if (input.type === 'doctor') await assertSpecialitiesExist(input.specialities);
      const hooks: InsertHooks = {
        async before(tx) {
          const taken = await createClinicUsersRepository(tx).lockAndCountMembers(clinicId, input.type);
          if (taken >= (input.type === 'doctor' ? clinic.doctorQuota : clinic.userQuota))
            throw new AppError(409, 'clinicQuotaReached');
        },
        after: (tx, account) => membersChanged(tx, clinicId, input.type, account.id),
      };
      const common = {
        clinicId,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone ?? null,
        locale: actor.locale,
      };
      let opened: Awaited<ReturnType<typeof accounts.createClinicUser>>;
      try {
        opened =
          input.type === 'doctor'
            ? await accounts.createClinicDoctor(
                {
                  ...common,
                  title: input.title,
                  telemedicineAllowed: input.telemedicineAllowed,
                  specialityIds: [...new Set(input.specialities)],
                },
                hooks,
              )
            : await accounts.createClinicUser({ ...common, ...userKindOf(input.role) }, hooks);
      } catch (error) {
        if (error instanceof AppError && error.code === 'userEmailExists')
          throw new AppError(409, input.type === 'doctor' ? 'doctorAlreadyExists' : 'userAlreadyExists');
        throw error;
      }
      await sendOneTimePassword(actor, opened.account, opened.oneTimePassword, clinic.name);
      return entityOf(clinicId, input.type, opened.account.id);
    },

    /** The fields sent change; an admin cannot change their own role (the clinic keeps an admin). */
    async update(actor: UserRow, input: UpdateClinicEntityInput): Promise<ClinicEntity> {
      const clinicId = clinicOf(actor, 'change');
      const member = await memberOf(clinicId, input.type, input.userId);
      const changes: Partial<NewUserRow> = {};
      if (input.firstName !== undefined) changes.firstName = input.firstName;
      if (input.lastName !== undefined) changes.lastName = input.lastName;
      if (input.phone !== undefined) changes.phone = input.phone;
      if (input.type === 'doctor') {
        await assertSpecialitiesExist(input.specialities);
        if (input.title !== undefined) changes.title = input.title;
        if (input.telemedicineAllowed !== undefined) changes.telemedicineAllowed = input.telemedicineAllowed;
      } else if (input.role !== undefined && input.role !== roleOfUser(member)) {
        if (member.id === actor.id) throw new AppError(403, 'notAuthorizedForAction');
        Object.assign(changes, userKindOf(input.role));
      }
      await db.transaction(async (tx) => {
        const txRepository = createClinicUsersRepository(tx);
        if (!(await txRepository.update(member.id, changes))) throw new AppError(404, 'notFound');
        if (input.type === 'doctor') {
          if (input.specialities) await txRepository.replaceSpecialities(member.id, [...new Set(input.specialities)]);
          // Its name heads its appointments in the calendar's weeks.
          await publishEvent(tx, { kind: 'calendarChanged', doctorId: member.id });
        }
        await membersChanged(tx, clinicId, input.type, member.id);
      });
      return entityOf(clinicId, input.type, member.id);
    },

    /** Soft delete: the account stays for what it touched, its sessions and sockets end at once, its e-mail is free again. */
    async removeUser(actor: UserRow, userId: string): Promise<void> {
      const clinicId = clinicOf(actor, 'change');
      const member = await memberOf(clinicId, 'user', userId);
      if (member.id === actor.id) throw new AppError(403, 'notAuthorizedForAction');
      await db.transaction(async (tx) => {
        if (!(await createClinicUsersRepository(tx).update(member.id, { deletedAt: new Date() })))
          throw new AppError(404, 'notFound');
        await auth.endSessionsOf(member.id, 'deleted', { executor: tx });
        await membersChanged(tx, clinicId, 'user', member.id);
      });
    },

    /**
     * Refused while the doctor has BOOKED appointments not over yet (their count is answered):
     * the clinic moves or cancels them first, so no patient loses an appointment unawares.
     * Checked under the doctor's booking lock, so none is booked meanwhile.
     */
    async removeDoctor(actor: UserRow, doctorId: string): Promise<void> {
      const clinicId = clinicOf(actor, 'change');
      const doctor = await memberOf(clinicId, 'doctor', doctorId);
      await db.transaction(async (tx) => {
        const txRepository = createClinicUsersRepository(tx);
        const booked = await txRepository.lockAndCountComingBookings(doctor.id, clock());
        if (booked > 0) throw new CountedRefusal(409, 'doctorHasBookedAppointments', booked);
        if (!(await txRepository.update(doctor.id, { deletedAt: new Date(), workStatus: 'off' })))
          throw new AppError(404, 'notFound');
        await auth.endSessionsOf(doctor.id, 'deleted', { executor: tx });
        // Its public booking page closes: the cached free slots go in every process.
        await publishEvent(tx, { kind: 'publicPageChanged', doctorId: doctor.id });
        await membersChanged(tx, clinicId, 'doctor', doctor.id);
      });
    },
  };
}

export type ClinicUsersService = ReturnType<typeof createClinicUsersService>;
