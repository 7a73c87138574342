import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { daysOff, vacancies } from '../../db/schema/schedule';

export function createScheduleRepository(db: Executor) {
  return {
    listDaysOff(doctorId: string) {
      return db.select().from(daysOff).where(eq(daysOff.doctorId, doctorId)).orderBy(asc(daysOff.day));
    },
    listVacancies(doctorId: string) {
      return db.select().from(vacancies).where(eq(vacancies.doctorId, doctorId)).orderBy(asc(vacancies.fromDay));
    },
  };
}
