import type { z } from 'zod';
import type { AppUser } from '@tabib/contracts/users';
import type { createAssistantBodySchema } from '@tabib/contracts/users-input';
import type { Database, Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/accounts';
import { publishEvent } from '../../events/event-log';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { isUuid } from '../../lib/uuid';
import type { AccountsService } from '../accounts/accounts.service';
import { createAuditService } from '../audit/audit.service';
import type { AuthService } from '../auth/auth.service';
import { assertMay } from '../practice/practice.policy';
import type { PracticeService } from '../practice/practice.service';
import { presentAppUser } from './users.presenter';
import { createUsersRepository } from './users.repository';

type CreateAssistantInput = z.output<typeof createAssistantBodySchema>;

/** Spec 1 section 6: allowAll makes DOC-ALL of a doctor or an AS-DOCTOR; an ASSISTANT is ASS and clinic accounts always act with it. */
const hasFullRightsSetting = (user: UserRow) =>
  user.kind === 'doctor' || (user.kind === 'assistant' && user.position === 'AS-DOCTOR');
const fullRightsOnlyFor = 'only a doctor or an assistant acting as doctor has full rights to grant or withdraw';

interface Deps {
  db: Database;
  practice: PracticeService;
  auth: Pick<AuthService, 'endSessionsOf'>;
  accounts: Pick<AccountsService, 'withFreeEmail'>;
}

/** The assistants of a doctor (spec 3, Users), and the operator's block and full rights of any account. */
export function createUsersService({ db, practice, auth, accounts }: Deps) {
  const repository = createUsersRepository(db);

  /** The independent doctor whose assistants the actor may see (or manage). */
  async function employerFor(actor: UserRow, action: 'see' | 'manage') {
    assertMay(actor, 'users.manage', action === 'see' ? 'read' : 'change');
    const { doctor } = await practice.scopeOf(actor);
    // A clinic doctor's people are the clinic's to manage (/clinic-users).
    if (doctor.clinicId) throw new AppError(403, 'forbidden');
    return doctor;
  }

  /** Another practice's user, a deleted one and a malformed id all read as not found. */
  async function ownAssistant(actor: UserRow, userId: string) {
    const doctor = await employerFor(actor, 'manage');
    const assistant = isUuid(userId) ? await repository.findAssistant(doctor.id, userId) : undefined;
    if (!assistant) throw new AppError(404, 'notFound');
    if (assistant.id === actor.id) throw new AppError(403, 'forbidden');
    return assistant;
  }

  /** Blocking a doctor shuts out the assistants who act only for it (their sign-in is refused while it lasts). */
  async function endSessionsOfAccountAndAssistants(tx: Executor, user: UserRow) {
    await auth.endSessionsOf(user.id, 'blocked', { executor: tx });
    if (user.kind !== 'doctor') return;
    for (const assistant of await createUsersRepository(tx).listAssistants(user.id))
      await auth.endSessionsOf(assistant.id, 'blocked', { executor: tx });
  }

  /** An assistant's change reaches the Users pages open in its practice (a doctor's own account is not listed there). */
  async function tellPracticeOf(executor: Executor, user: UserRow) {
    if (user.kind === 'assistant' && user.employerDoctorId)
      await publishEvent(executor, { kind: 'practiceUsersChanged', doctorId: user.employerDoctorId });
  }

  /** Sets or clears blocked_at; a block ends the account's sessions in the same transaction. */
  function setBlocked(user: UserRow, blocked: boolean) {
    return db.transaction(async (tx) => {
      const updated = await createUsersRepository(tx).update(user.id, {
        blockedAt: blocked ? (user.blockedAt ?? new Date()) : null,
      });
      if (!updated) throw new AppError(404, 'notFound');
      if (blocked) await endSessionsOfAccountAndAssistants(tx, user);
      await tellPracticeOf(tx, user);
      // A blocked doctor's booking page is closed: its cached free slots go in every process.
      if (user.kind === 'doctor') await publishEvent(tx, { kind: 'publicPageChanged', doctorId: user.id });
      return updated;
    });
  }

  /**
   * Sets allowAll, writes the audit entry and tells the account's open pages, all in one
   * transaction. Sessions stay: every request reads the account afresh (auth.authenticate).
   */
  function setAllowAll(user: UserRow, allowAll: boolean, auditActor: string, auditDetails: Record<string, unknown> = {}) {
    if (!hasFullRightsSetting(user)) throw new AppError(403, 'forbidden', fullRightsOnlyFor);
    return db.transaction(async (tx) => {
      const updated = await createUsersRepository(tx).update(user.id, { allowAll });
      if (!updated) throw new AppError(404, 'notFound');
      await createAuditService(tx).record({
        actor: auditActor,
        action: allowAll ? 'accounts.grant-all' : 'accounts.withdraw-all',
        targetType: 'user',
        targetId: user.id,
        details: { email: user.email, ...auditDetails },
      });
      await publishEvent(tx, {
        kind: 'privilegesChanged',
        userId: user.id,
        doctorId: user.employerDoctorId ?? user.id,
        allowAll,
      });
      await tellPracticeOf(tx, user);
      return updated;
    });
  }

  return {
    async list(actor: UserRow): Promise<AppUser[]> {
      const doctor = await employerFor(actor, 'see');
      return (await repository.listAssistants(doctor.id)).map(presentAppUser);
    },

    /**
     * The assistant chooses their own password at first sign-in (the doctor typed this one)
     * and accepts the terms themselves. AS-DOCTOR starts without allowAll (docs/decisions.md).
     */
    async create(actor: UserRow, input: CreateAssistantInput): Promise<AppUser> {
      const doctor = await employerFor(actor, 'manage');
      return accounts.withFreeEmail(input.email, async () => {
        const row = await repository.insert({
          kind: 'assistant',
          email: input.email,
          phone: input.phone,
          firstName: input.firstName,
          lastName: input.lastName,
          title: '',
          position: input.position,
          passwordHash: await hashPassword(input.password),
          employerDoctorId: doctor.id,
          locale: doctor.locale,
          allowAll: false,
          firstLoginPswReset: false,
          acceptTerms: false,
        });
        await tellPracticeOf(db, row);
        return presentAppUser(row);
      });
    },

    async block(actor: UserRow, userId: string, blocked: boolean): Promise<AppUser> {
      const assistant = await ownAssistant(actor, userId);
      return presentAppUser(await setBlocked(assistant, blocked));
    },

    /** Soft delete: the account stays for the records it touched; its e-mail is free again. */
    async remove(actor: UserRow, userId: string): Promise<void> {
      const assistant = await ownAssistant(actor, userId);
      await db.transaction(async (tx) => {
        const deleted = await createUsersRepository(tx).update(assistant.id, { deletedAt: new Date() });
        if (!deleted) throw new AppError(404, 'notFound');
        await auth.endSessionsOf(assistant.id, 'deleted', { executor: tx });
        await tellPracticeOf(tx, assistant);
      });
    },

    /**
     * Grants or withdraws the full rights of one of the practice's AS-DOCTOR assistants (issue 22).
     * The audit log names the acting account by its e-mail address.
     */
    async setAssistantAllowAll(actor: UserRow, userId: string, allowAll: boolean): Promise<AppUser> {
      const assistant = await ownAssistant(actor, userId);
      return presentAppUser(await setAllowAll(assistant, allowAll, actor.email, { actorId: actor.id }));
    },

    /** Operator command line: grants or withdraws the full rights of any doctor or assistant acting as doctor. */
    async setAccountAllowAll(userId: string, allowAll: boolean, operator: string) {
      const user = isUuid(userId) ? await repository.findLiveUser(userId) : undefined;
      if (!user) throw new AppError(404, 'notFound');
      const updated = await setAllowAll(user, allowAll, operator);
      return { id: updated.id, email: updated.email, kind: updated.kind, allowAll: updated.allowAll };
    },

    /** Operator command line: blocks or unblocks any live account (doctor, assistant, clinic account). */
    async blockAccount(userId: string, blocked: boolean) {
      const user = isUuid(userId) ? await repository.findLiveUser(userId) : undefined;
      if (!user) throw new AppError(404, 'notFound');
      const updated = await setBlocked(user, blocked);
      return { id: updated.id, email: updated.email, kind: updated.kind, blockedAt: updated.blockedAt };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
