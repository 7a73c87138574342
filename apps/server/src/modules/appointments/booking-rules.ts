import type { z } from 'zod';
import { maxAppointmentsPerPatientPerDay, type AppointmentType } from '@tabib/contracts/appointments';
import { isErrorCode, type ErrorCode } from '@tabib/contracts/errors';
import { AppError } from '../../lib/app-error';
import { practiceClock, practiceDay, practiceDayBounds } from '../../lib/practice-time';
import { checkSchedule, type DaySchedule } from './schedule-rules';

/** The first broken rule of a request, as the spec's code (schema messages are codes). */
export function codeOfIssues(error: z.ZodError, fallback: ErrorCode = 'requiredFields'): ErrorCode {
  const message = error.issues[0]?.message;
  return isErrorCode(message) ? message : fallback;
}

export interface Timing {
  endAt: Date;
  /** The practice day of startAt (YYYY-MM-DD). */
  day: string;
  /** Set when a same-day time already past is kept: the UI shows the saved time. */
  pastSameDay: boolean;
}

/**
 * Spec 1 section 5: no earlier day; a time already past today is accepted; the
 * appointment ends by midnight (AppointmentExceedDayEndTime) and, when it starts in day
 * mode (07:00-23:00), by 23:00 (AppointmentDurationTooLong).
 */
export function checkTiming(startAt: Date, durationMinutes: number, now: Date): Timing {
  const day = practiceDay(startAt);
  if (day < practiceDay(now)) throw new AppError(400, 'bookInPastNotAcceptable');
  const endAt = new Date(startAt.getTime() + durationMinutes * 60_000);
  if (endAt > practiceDayBounds(day).end) throw new AppError(400, 'AppointmentExceedDayEndTime');
  if (startAt >= practiceClock(day, '07:00') && endAt > practiceClock(day, '23:00')) {
    throw new AppError(400, 'AppointmentDurationTooLong');
  }
  return { endAt, day, pastSameDay: startAt < now };
}

/** What a booking is judged on, besides the slot: loaded before the doctor's lock, or (schedule) read under it. */
export interface BookingFacts {
  /** The requested reason is the doctor's and bookable (enabled, validated, not deleted). */
  reasonBookable: boolean;
  /** The code a refused reason is answered with (a move has its own). */
  reasonRefusal: ErrorCode;
  telemedicineAllowed: boolean;
  /** The doctor's schedule on the slot's practice day; null when the slot and type are unchanged (a kept appointment stays editable). */
  schedule: DaySchedule | null;
  now: Date;
}

/**
 * The one decision on a booking's own rules, in the spec's order (reason, teleconsultation
 * right, timing, schedule), for every booking whoever makes it: doctor, assistant, clinic or
 * patient, and for a move. Throws the first refusal; returns the slot's timing.
 * What needs the doctor's lock (the slot free, the patient's day) is `refuseLockedFindings`.
 */
export function decideBooking(slot: { startAt: Date; duration: number; type: AppointmentType }, facts: BookingFacts): Timing {
  if (!facts.reasonBookable) throw new AppError(400, facts.reasonRefusal);
  if (slot.type === 'visio' && !facts.telemedicineAllowed) throw new AppError(403, 'DoctorTeleconsultationUnauthorizedAction');
  const timing = checkTiming(slot.startAt, slot.duration, facts.now);
  if (facts.schedule) checkSchedule(facts.schedule, slot.startAt, timing.endAt, slot.type);
  return timing;
}

/** What was found under the doctor's lock, in the rules' order: the slot, then the patient's day. */
export function refuseLockedFindings(found: { overlap: boolean; dayCount: number }): void {
  if (found.overlap) throw new AppError(409, 'slotAlreadyBooked');
  if (found.dayCount >= maxAppointmentsPerPatientPerDay) throw new AppError(400, 'bookMoreThan4ForPatientForbiden');
}
