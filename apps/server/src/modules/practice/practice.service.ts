import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/accounts';
import { AppError } from '../../lib/app-error';
import { isClinicAccount } from './practice.policy';
import { createPracticeRepository } from './practice.repository';
import { rememberedEmployer } from './request-employer';

/** The doctor whose practice a request acts on, and the rooms that hear about it. */
export interface PracticeScope {
  actor: UserRow;
  doctor: UserRow;
}

export function createPracticeService(db: Executor) {
  const repository = createPracticeRepository(db);

  return {
    /**
     * Doctors act for themselves, assistants for their employer, clinic accounts for the
     * requested doctor of their own clinic (the first one when none is named). A doctor
     * outside the actor's clinic is refused, never silently swapped.
     */
    async scopeOf(actor: UserRow, requestedDoctorId?: string | null): Promise<PracticeScope> {
      if (isClinicAccount(actor)) {
        if (!actor.clinicId) throw new AppError(403, 'DoctorNotAuthorizedAction');
        const doctor = requestedDoctorId
          ? await repository.findClinicDoctor(actor.clinicId, requestedDoctorId)
          : await repository.firstClinicDoctor(actor.clinicId);
        if (!doctor) throw new AppError(403, 'DoctorNotAuthorizedAction');
        return { actor, doctor };
      }
      if (actor.kind === 'assistant') {
        const doctor = actor.employerDoctorId
          ? (rememberedEmployer(actor) ?? (await repository.findUser(actor.employerDoctorId)))
          : undefined;
        if (!doctor) throw new AppError(403, 'DoctorNotAuthorizedAction');
        return { actor, doctor };
      }
      return { actor, doctor: actor };
    },
  };
}

export type PracticeService = ReturnType<typeof createPracticeService>;
