import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { ScheduleMode } from '@tabib/contracts/schedule';
import type { AppointmentType } from '@tabib/contracts/appointments';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { appointments } from '../../db/schema/appointments';
import { doctorBookingLock } from '../appointments/schedule-rules';
import { daysOff, scheduleBlocks, vacancies } from '../../db/schema/schedule';

export interface StoredBlock {
  id: string;
  day: number;
  mode: ScheduleMode;
  startAt: string;
  endAt: string;
  types: AppointmentType[];
}

const blockColumns = {
  id: scheduleBlocks.id,
  day: scheduleBlocks.day,
  mode: scheduleBlocks.mode,
  startAt: scheduleBlocks.startAt,
  endAt: scheduleBlocks.endAt,
  types: scheduleBlocks.types,
};

export function createScheduleRepository(db: Executor) {
  return {
    /**
     * Before a save: bookings of this doctor wait for it and then see the new schedule; one that
     * read the old schedule before the lock is told by the new version and checks again.
     */
    async lockBookings(doctorId: string) {
      await db.execute(doctorBookingLock(doctorId));
      await db
        .update(users)
        .set({ scheduleVersion: sql`${users.scheduleVersion} + 1` })
        .where(eq(users.id, doctorId));
    },
    listDaysOff(doctorId: string) {
      return db.select().from(daysOff).where(eq(daysOff.doctorId, doctorId)).orderBy(asc(daysOff.day));
    },
    listVacancies(doctorId: string) {
      return db.select().from(vacancies).where(eq(vacancies.doctorId, doctorId)).orderBy(asc(vacancies.fromDay));
    },
    /** One mode's blocks, or both when no mode is given. */
    async listBlocks(doctorId: string, mode?: ScheduleMode): Promise<StoredBlock[]> {
      const scope = mode
        ? and(eq(scheduleBlocks.doctorId, doctorId), eq(scheduleBlocks.mode, mode))
        : eq(scheduleBlocks.doctorId, doctorId);
      const rows = await db
        .select(blockColumns)
        .from(scheduleBlocks)
        .where(scope)
        .orderBy(asc(scheduleBlocks.day), asc(scheduleBlocks.startAt));
      // Only the service writes types, from the contract's enum.
      return rows.map((row) => ({ ...row, types: row.types as AppointmentType[] }));
    },
    /** The doctor's booked appointments starting after `from`: what a change of hours may leave outside. */
    listBookedAfter(doctorId: string, from: Date) {
      return db
        .select({ startAt: appointments.startAt, endAt: appointments.endAt, type: appointments.type })
        .from(appointments)
        .where(and(eq(appointments.doctorId, doctorId), eq(appointments.status, 'BOOKED'), gt(appointments.startAt, from)));
    },
    async replaceBlocks(doctorId: string, mode: ScheduleMode, blocks: Omit<StoredBlock, 'id' | 'mode'>[]) {
      await db.delete(scheduleBlocks).where(and(eq(scheduleBlocks.doctorId, doctorId), eq(scheduleBlocks.mode, mode)));
      if (blocks.length > 0) await db.insert(scheduleBlocks).values(blocks.map((block) => ({ ...block, doctorId, mode })));
    },
    async replaceDaysOff(doctorId: string, days: string[], vacancy: { from: string; to: string } | null) {
      await db.delete(daysOff).where(eq(daysOff.doctorId, doctorId));
      await db.delete(vacancies).where(eq(vacancies.doctorId, doctorId));
      if (days.length > 0) await db.insert(daysOff).values(days.map((day) => ({ doctorId, day })));
      if (vacancy) await db.insert(vacancies).values({ doctorId, fromDay: vacancy.from, toDay: vacancy.to });
    },
  };
}

export type ScheduleRepository = ReturnType<typeof createScheduleRepository>;
