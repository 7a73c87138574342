import type { z } from 'zod';
import { isErrorCode, type ErrorCode } from '@tabib/contracts/errors';
import { AppError } from '../../lib/app-error';
import { practiceClock, practiceDay, practiceDayBounds } from '../../lib/practice-time';

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
