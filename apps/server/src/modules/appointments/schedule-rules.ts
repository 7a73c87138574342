import { sql, type Placeholder } from 'drizzle-orm';
import type { AppointmentType } from '@tabib/contracts/appointments';
import { coversSlot, localEndOf, localStartOf, type LocalBlock } from '@tabib/contracts/schedule';
import { users } from '../../db/schema/accounts';
import { daysOff, scheduleBlocks, vacancies } from '../../db/schema/schedule';
import { AppError } from '../../lib/app-error';
import { practiceDay, practiceDayBounds } from '../../lib/practice-time';

/** What a booking needs to know of the doctor's week on the practice day of its start. */
export interface DaySchedule {
  /** Whether the doctor ever saved a schedule: without one, the week does not restrict bookings. */
  scheduled: boolean;
  /** That weekday's blocks of both modes, as stored (UTC HH:mm). */
  blocks: { startAt: string; endAt: string; types: AppointmentType[] }[];
  /** A day off or a day of the vacancy. */
  dayOff: boolean;
}

type Value = Placeholder | string | number;

/**
 * The doctor's booking lock, for the rest of the transaction: every booking write of one doctor
 * and every save of their schedule take it (and `book_appointment`, migration 0015, the same key).
 */
export const doctorBookingLock = (doctorId: string) => sql`select pg_advisory_xact_lock(hashtextextended(${doctorId}, 0))`;

/** Columns that read the day's schedule within another query (the booking load: no extra round trip). */
export function dayScheduleColumns(doctorId: Value, weekday: Value, day: Value) {
  return {
    scheduled: sql<boolean>`exists(select 1 from ${scheduleBlocks} sb where sb.doctor_id = ${doctorId}::uuid)`,
    blocks: sql<
      DaySchedule['blocks']
    >`coalesce((select json_agg(json_build_object('startAt', sb.start_at, 'endAt', sb.end_at, 'types', sb.types))
      from ${scheduleBlocks} sb where sb.doctor_id = ${doctorId}::uuid and sb.day = ${weekday}::smallint), '[]'::json)`,
    dayOff: sql<boolean>`(exists(select 1 from ${daysOff} d where d.doctor_id = ${doctorId}::uuid and d.day = ${day}::date)
      or exists(select 1 from ${vacancies} v where v.doctor_id = ${doctorId}::uuid and ${day}::date between v.from_day and v.to_day))`,
    /** users.schedule_version when read: `book_appointment` refuses to decide on an older one. */
    scheduleVersion: sql<number>`(select u.schedule_version from ${users} u where u.id = ${doctorId}::uuid)`,
  };
}

/** The DaySchedule of a row selected with dayScheduleColumns. */
export function dayScheduleOf(
  row: { scheduled: boolean; blocks: DaySchedule['blocks'] | null; dayOff: boolean } | undefined,
): DaySchedule {
  return { scheduled: Boolean(row?.scheduled), blocks: row?.blocks ?? [], dayOff: Boolean(row?.dayOff) };
}

/** The practice day (YYYY-MM-DD) of an instant and its weekday, Sunday 0. */
export function practiceWeekdayOf(startAt: Date): { day: string; weekday: number } {
  const day = practiceDay(startAt);
  return { day, weekday: new Date(`${day}T00:00:00Z`).getUTCDay() };
}

/**
 * Days off and vacancy refuse any booking (AppointmentOnDayOff); a saved weekly schedule
 * refuses a slot not inside blocks offering the appointment's type (AppointmentOutsideSchedule).
 * Callers have checked the timing: the slot ends by the end of its practice day.
 */
export function checkSchedule(schedule: DaySchedule, startAt: Date, endAt: Date, type: AppointmentType): void {
  if (schedule.dayOff) throw new AppError(400, 'AppointmentOnDayOff');
  if (!schedule.scheduled) return;
  const { weekday } = practiceWeekdayOf(startAt);
  const blocks = schedule.blocks.map((block) => ({ ...block, day: weekday }));
  if (!fitsWeek(localBlocksOfStored(blocks), startAt, endAt, type)) throw new AppError(400, 'AppointmentOutsideSchedule');
}

/** Stored blocks (UTC HH:mm) as practice-local minutes of their weekday. */
export const localBlocksOfStored = (
  blocks: readonly { day: number; startAt: string; endAt: string; types: AppointmentType[] }[],
) =>
  blocks.map((block) => ({
    day: block.day,
    start: localStartOf(block.startAt),
    end: localEndOf(block.endAt),
    types: block.types,
  }));

/** Whether [startAt, endAt) lies inside the week's blocks offering this type: the one test of bookings and of saved hours. */
export function fitsWeek(blocks: readonly LocalBlock[], startAt: Date, endAt: Date, type: AppointmentType): boolean {
  const { day, weekday } = practiceWeekdayOf(startAt);
  const midnight = practiceDayBounds(day).start.getTime();
  return coversSlot(blocks, weekday, (startAt.getTime() - midnight) / 60_000, (endAt.getTime() - midnight) / 60_000, type);
}
