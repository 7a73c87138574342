import {
  hasTypedBlock,
  isValidBlock,
  localBlocksOf,
  mergeBlocks,
  saveDaysOffSchema,
  saveScheduleSchema,
  utcClockOf,
  type ScheduleMode,
} from '@tabib/contracts/schedule';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/accounts';
import { AppError, CountedRefusal } from '../../lib/app-error';
import { publishEvent } from '../../events/event-log';
import { codeOfIssues } from '../appointments/booking-rules';
import { fitsWeek, localBlocksOfStored } from '../appointments/schedule-rules';
import { assertMay } from '../practice/practice.policy';
import type { PracticeService } from '../practice/practice.service';
import { presentDaysOff, presentWeeklySchedule } from './schedule.presenter';
import { createScheduleRepository } from './schedule.repository';

interface Deps {
  db: Database;
  practice: PracticeService;
  /** After a committed change of the week, days off or vacancy: this process drops what it derived from them. */
  onScheduleChanged?: (doctorId: string) => void;
}

function refuseUnlessEditor(actor: UserRow) {
  assertMay(actor, 'schedule.edit');
}

export function createScheduleService({ db, practice, onScheduleChanged = () => {} }: Deps) {
  const repository = createScheduleRepository(db);

  async function daysOffOf(doctorId: string) {
    const [days, ranges] = await Promise.all([repository.listDaysOff(doctorId), repository.listVacancies(doctorId)]);
    return { days, ranges };
  }

  return {
    /** Days off and vacancies the calendar draws as blocks, and the week it shades outside of. */
    async offworks(actor: UserRow, clinicDoctor?: string) {
      const { doctor } = await practice.scopeOf(actor, clinicDoctor);
      const [{ days, ranges }, blocks] = await Promise.all([daysOffOf(doctor.id), repository.listBlocks(doctor.id)]);
      return {
        success: true as const,
        daysNoWork: days.map((row) => row.day),
        vacancies: ranges.map((row) => ({ from: row.fromDay, to: row.toDay })),
        weeklySchedule: presentWeeklySchedule(blocks),
      };
    },

    async retrieve(actor: UserRow, mode: ScheduleMode, cqDoctor?: string) {
      const { doctor } = await practice.scopeOf(actor, cqDoctor);
      const [{ days, ranges }, blocks] = await Promise.all([daysOffOf(doctor.id), repository.listBlocks(doctor.id, mode)]);
      return { success: true as const, weeklySchedule: presentWeeklySchedule(blocks), daysOff: presentDaysOff(days, ranges) };
    },

    /**
     * Replaces one mode's blocks, merged. The week (both modes) must keep at least one block
     * with a type: an empty week is refused too, since "no blocks" means "never set, no limits"
     * to the booking rules (docs/decisions.md, Schedule). Hours that would leave future booked
     * appointments outside are refused with their count (409) unless the body says `confirm`.
     */
    async save(actor: UserRow, body: unknown) {
      refuseUnlessEditor(actor);
      const parsed = saveScheduleSchema.safeParse(body);
      if (!parsed.success) throw new AppError(400, codeOfIssues(parsed.error, 'scheduleInvalidBlock'));
      const { weeklySchedule, mode, cqDoctor, confirm } = parsed.data;
      const { doctor } = await practice.scopeOf(actor, cqDoctor);
      const blocks = localBlocksOf(weeklySchedule);
      if (blocks.some((block) => !isValidBlock(block, mode))) throw new AppError(400, 'scheduleInvalidBlock');
      if (!doctor.telemedicineAllowed && blocks.some((block) => block.types.includes('visio'))) {
        throw new AppError(403, 'scheduleTeleconsultationNotAllowed');
      }
      const merged = mergeBlocks(blocks);

      await db.transaction(async (tx) => {
        const txRepository = createScheduleRepository(tx);
        await txRepository.lockBookings(doctor.id);
        const otherMode = await txRepository.listBlocks(doctor.id, mode === 'day' ? 'night' : 'day');
        if (!hasTypedBlock(merged) && !otherMode.some((block) => block.types.length > 0)) {
          throw new AppError(400, 'scheduleUpdatedFailedEmptyTypesSelected');
        }
        if (!confirm) {
          const week = [...merged, ...localBlocksOfStored(otherMode)];
          const booked = await txRepository.listBookedAfter(doctor.id, new Date());
          const outside = booked.filter(
            (appointment) => !fitsWeek(week, appointment.startAt, appointment.endAt, appointment.type),
          );
          if (outside.length > 0) throw new CountedRefusal(409, 'scheduleLeavesBookedAppointments', outside.length);
        }
        await txRepository.replaceBlocks(
          doctor.id,
          mode,
          merged.map((block) => ({
            day: block.day,
            startAt: utcClockOf(block.start),
            endAt: utcClockOf(block.end),
            types: block.types,
          })),
        );
        await publishEvent(tx, { kind: 'scheduleChanged', doctorId: doctor.id, clinicId: doctor.clinicId });
      });
      onScheduleChanged(doctor.id);
      return { success: true as const, code: 'scheduleUpdatedSuccessfully' as const };
    },

    /** Replaces the days off and the vacancy (one range, or none). */
    async saveDaysOff(actor: UserRow, body: unknown) {
      refuseUnlessEditor(actor);
      const parsed = saveDaysOffSchema.safeParse(body);
      if (!parsed.success) throw new AppError(400, codeOfIssues(parsed.error, 'daysOffInvalid'));
      const { daysNoWork, vacancy, selectedClinicDoctor } = parsed.data;
      const { doctor } = await practice.scopeOf(actor, selectedClinicDoctor);
      const days = [...new Set(daysNoWork)].sort();

      await db.transaction(async (tx) => {
        const txRepository = createScheduleRepository(tx);
        await txRepository.lockBookings(doctor.id);
        await txRepository.replaceDaysOff(doctor.id, days, vacancy);
        await publishEvent(tx, { kind: 'scheduleChanged', doctorId: doctor.id, clinicId: doctor.clinicId });
      });
      onScheduleChanged(doctor.id);
      return { success: true as const, doctorScheduleDaysoff: { daysNoWork: days, vacancy } };
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
