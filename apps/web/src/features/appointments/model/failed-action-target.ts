import dayjs from 'dayjs';
import { calendarConstants } from '@tabib/contracts/appointments';
import type { RollbackCorePayload } from '@tabib/contracts/rollback-actions';
import type { CalendarState } from '../stores/calendar-store';
import { timeOn } from './calendar-range';

/**
 * Where the calendar reopens for the doctor to re-book a failed action: its day, in the day view,
 * in the mode that shows its hour, scrolled to it; a clinic account also selects the doctor it was for, with no
 * speciality filter that could hide that doctor.
 */
export function calendarTargetOf(corePayload: RollbackCorePayload, clinicMode: boolean): Partial<CalendarState> {
  const start = dayjs(corePayload.start);
  return {
    date: start.format('YYYY-MM-DD'),
    view: 'day',
    mode: start.isBefore(timeOn(start, calendarConstants.dayModeStart)) ? 'night' : 'day',
    scrollTo: start.format('HH:mm'),
    ...(clinicMode && corePayload.clinicDoctor ? { clinicDoctorId: corePayload.clinicDoctor, speciality: null } : {}),
  };
}
