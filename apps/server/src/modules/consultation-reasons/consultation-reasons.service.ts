import { isBookable, type ConsultationReason } from '@tabib/contracts/consultation-reasons';
import type { Executor } from '../../db/client';
import { isUuid } from '../../lib/uuid';
import { presentConsultationReason } from './consultation-reason.presenter';
import { createConsultationReasonsRepository } from './consultation-reasons.repository';

export function createConsultationReasonsService(db: Executor) {
  const repository = createConsultationReasonsRepository(db);

  return {
    async listForDoctor(doctorId: string): Promise<ConsultationReason[]> {
      return (await repository.listForDoctors([doctorId])).map(presentConsultationReason);
    },

    async groupedByDoctor(doctorIds: string[]): Promise<{ doctorId: string; reasons: ConsultationReason[] }[]> {
      const rows = await repository.listForDoctors(doctorIds);
      return doctorIds.map((doctorId) => ({
        doctorId,
        reasons: rows.filter((row) => row.doctorId === doctorId).map(presentConsultationReason),
      }));
    },

    /** The doctor's own reason, or undefined: another practice's reason id is simply unknown. */
    async findForDoctor(doctorId: string, reasonId: string) {
      if (!isUuid(reasonId)) return undefined;
      return repository.findForDoctor(doctorId, reasonId);
    },

    isBookable,
  };
}

export type ConsultationReasonsService = ReturnType<typeof createConsultationReasonsService>;
