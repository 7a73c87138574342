import type { ConsultationReason } from '@tabib/contracts/consultation-reasons';
import type { ReasonVerdict } from '@tabib/contracts/live-events';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { publishEvent } from '../../events/event-log';
import { isUuid } from '../../lib/uuid';
import { presentConsultationReason } from './consultation-reason.presenter';
import { createConsultationReasonsRepository, type CalendarChanged } from './consultation-reasons.repository';

export interface PendingConsultationReason {
  reason: ConsultationReason;
  doctor: { _id: string; email: string; firstName: string; lastName: string };
}

/** The operator's side (the `admin reasons` commands): the queue of new reasons and the verdicts. */
export function createConsultationReasonVerdictsService({
  db,
  onCalendarChanged,
}: {
  db: Executor;
  onCalendarChanged: CalendarChanged;
}) {
  return {
    /** Reasons waiting for a verdict (not validated, not rejected, not deleted), oldest first. */
    async listPending(): Promise<PendingConsultationReason[]> {
      const rows = await createConsultationReasonsRepository(db).listPending();
      return rows.map(({ reason, doctor }) => ({
        reason: presentConsultationReason(reason),
        doctor: { _id: doctor.id, email: doctor.email, firstName: doctor.firstName, lastName: doctor.lastName },
      }));
    },

    /**
     * Spec 3 section 4: validated sets isValidated; rejected clears it, sets isRejected and moves
     * the reason to the end. The practice's sessions hear it on commit. Repeating the verdict a
     * reason already has changes nothing and tells no one; the other verdict replaces it (the
     * operator corrects a mistake). A deleted reason is unknown.
     */
    async decide(reasonId: string, verdict: ReasonVerdict): Promise<ConsultationReason> {
      if (!isUuid(reasonId)) throw new AppError(404, 'notFound');
      const decided = await db.transaction(async (tx) => {
        const repository = createConsultationReasonsRepository(tx);
        const row = await repository.lockById(reasonId);
        if (!row || row.isDeleted) throw new AppError(404, 'notFound');
        if (verdict === 'validated' ? row.isValidated : row.isRejected) return { row, changed: false };
        const changes =
          verdict === 'validated'
            ? { isValidated: true, isRejected: false }
            : { isValidated: false, isRejected: true, order: await repository.nextOrder(row.doctorId) };
        const updated = await repository.update(row.id, changes);
        const doctor = await repository.findDoctor(row.doctorId);
        await repository.notifyCalendarChanged(row.doctorId);
        await publishEvent(tx, {
          kind: 'consultationReasonVerdict',
          verdict,
          consultation_reason_id: row.id,
          doctorId: row.doctorId,
          clinicId: doctor?.clinicId ?? null,
        });
        return { row: updated, changed: true };
      });
      if (decided.changed) onCalendarChanged(decided.row.doctorId);
      return presentConsultationReason(decided.row);
    },
  };
}
