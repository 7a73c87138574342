import { isBookable, type ConsultationReason } from '@tabib/contracts/consultation-reasons';
import type { Executor } from '../../db/client';
import { isUuid } from '../../lib/uuid';
import { createPracticeService, type PracticeService } from '../practice/practice.service';
import { presentConsultationReason } from './consultation-reason.presenter';
import { createConsultationReasonSettingsService } from './consultation-reason-settings.service';
import { createConsultationReasonVerdictsService } from './consultation-reason-verdicts.service';
import { createConsultationReasonsRepository, type CalendarChanged } from './consultation-reasons.repository';

/**
 * Reads for the profile and the booking rules, the settings screen's writes, and the operator's
 * verdicts. Other services that only read may build it from the database alone.
 */
export function createConsultationReasonsService(
  db: Executor,
  {
    practice = createPracticeService(db),
    onCalendarChanged = () => {},
  }: { practice?: PracticeService; onCalendarChanged?: CalendarChanged } = {},
) {
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
    ...createConsultationReasonSettingsService({ db, practice, onCalendarChanged }),
    ...createConsultationReasonVerdictsService({ db, onCalendarChanged }),
  };
}

export type ConsultationReasonsService = ReturnType<typeof createConsultationReasonsService>;
