import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/accounts';
import type { PracticeService } from '../practice/practice.service';
import { createScheduleRepository } from './schedule.repository';

export function createScheduleService({ db, practice }: { db: Executor; practice: PracticeService }) {
  const repository = createScheduleRepository(db);

  return {
    /** Days off and vacancies the calendar draws as blocks. */
    async offworks(actor: UserRow, clinicDoctor?: string) {
      const { doctor } = await practice.scopeOf(actor, clinicDoctor);
      const [days, ranges] = await Promise.all([repository.listDaysOff(doctor.id), repository.listVacancies(doctor.id)]);
      return {
        success: true as const,
        daysNoWork: days.map((row) => row.day),
        vacancies: ranges.map((row) => ({ from: row.fromDay, to: row.toDay })),
      };
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
