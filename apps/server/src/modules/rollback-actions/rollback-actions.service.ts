import {
  rollbackActionsPageSize,
  type RollbackActionType,
  type commitRollbackActionSchema,
  type listRollbackActionsQuerySchema,
} from '@tabib/contracts/rollback-actions';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/accounts';
import { AppError } from '../../lib/app-error';
import { practiceDay, practiceDayBounds } from '../../lib/practice-time';
import { assertMay } from '../practice/practice.policy';
import type { PracticeService } from '../practice/practice.service';
import { presentRollbackAction } from './rollback-action.presenter';
import { createRollbackActionsRepository } from './rollback-actions.repository';

interface Deps {
  db: Executor;
  practice: PracticeService;
  now?: () => Date;
}

/**
 * Failed offline actions of a practice. Saving one takes the right to book (the actions are
 * bookings and their changes): a clinic user's failure is kept although the drawer is not theirs.
 * Reading takes the drawer's own right (failedActions.open: not DOC-DEA, ASS nor clinic users; the
 * clinic admin reads the selected doctor's list); removing takes failedActions.clear, which clinic
 * accounts lack.
 */
export function createRollbackActionsService({ db, practice, now = () => new Date() }: Deps) {
  const repository = createRollbackActionsRepository(db);

  return {
    async commit(actor: UserRow, entity: string, action: z.output<typeof commitRollbackActionSchema>, clinicDoctor?: string) {
      assertMay(actor, 'appointments.book');
      const { doctor } = await practice.scopeOf(actor, clinicDoctor);
      const row = await repository.saveOnce({
        doctorId: doctor.id,
        savedByUserId: actor.id,
        entity,
        localKey: action.localKey,
        type: action.type,
        payload: action.payload,
        corePayload: action.corePayload,
        reason: action.reason,
        dateLocalSaved: new Date(action.dateLocalSaved),
      });
      return { success: true as const, rollbackAction: presentRollbackAction(row) };
    },

    async list(actor: UserRow, query: z.output<typeof listRollbackActionsQuerySchema>) {
      assertMay(actor, 'failedActions.open');
      const { doctor } = await practice.scopeOf(actor, query.userId);
      const filter = {
        types: query.types && query.types.length > 0 ? query.types : undefined,
        createdWithin: query.date === 'today' ? practiceDayBounds(practiceDay(now())) : undefined,
      };
      const { rows, total } = await repository.page(doctor.id, filter, query.page, rollbackActionsPageSize);
      const totalPages = Math.ceil(total / rollbackActionsPageSize);
      return {
        success: true as const,
        rollbackActions: rows.map(presentRollbackAction),
        nextPage: query.page < totalPages ? query.page + 1 : null,
        total_pages: totalPages,
      };
    },

    /** Removing an action removed already answers as the first time: a retried removal is no error. */
    async remove(actor: UserRow, id: string) {
      assertMay(actor, 'failedActions.clear');
      const { doctor } = await practice.scopeOf(actor);
      if (!(await repository.remove(doctor.id, id))) throw new AppError(404, 'notFound');
      return { success: true as const };
    },

    async removeTypes(actor: UserRow, types: RollbackActionType[]) {
      assertMay(actor, 'failedActions.clear');
      const { doctor } = await practice.scopeOf(actor);
      return { success: true as const, total_updated_docs: await repository.removeTypes(doctor.id, types) };
    },
  };
}

export type RollbackActionsService = ReturnType<typeof createRollbackActionsService>;
