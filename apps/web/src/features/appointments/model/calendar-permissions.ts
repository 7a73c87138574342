import dayjs from 'dayjs';
import { calendarConstants, type Appointment } from '@tabib/contracts/appointments';
import { capabilitiesOfProfile, type Level } from '@tabib/contracts/capabilities';
import type { UserProfile } from '@tabib/contracts/user';
import { isPending } from './appointment-list';

export type ControlState = Level;

/** What the calendar screen lets this user do (spec 1 sections 2 and 6). */
export interface CalendarPermissions {
  /** The user works on behalf of a selected clinic doctor (clinic accounts). */
  clinicMode: boolean;
  /** DOC-DEA: no range change, selection, slot or drill-down handlers. */
  readOnly: boolean;
  /** May book (the add button, slot clicks): not DOC-DEA, not ASS. */
  canBook: boolean;
  canDrillDown: boolean;
  failedActions: ControlState;
  canClearFailedActions: boolean;
  reasonsFilter: boolean;
  telemedicine: boolean;
  /** The patient-profile action (/patients is closed to assistants and clinic staff have no patient shortcut). */
  patientProfile: boolean;
}

/** Read from the capability table (contracts/capabilities.ts), never worked out here. */
export function calendarPermissionsOf(profile: UserProfile): CalendarPermissions {
  const can = capabilitiesOfProfile(profile);
  return {
    clinicMode: profile.isClinic,
    readOnly: can['calendar.browse'] !== 'enabled',
    canBook: can['appointments.book'] === 'enabled',
    canDrillDown: can['calendar.drillDown'] === 'enabled',
    failedActions: can['failedActions.open'],
    canClearFailedActions: can['failedActions.clear'] === 'enabled',
    reasonsFilter: can['calendar.reasonsFilter'] !== 'hidden',
    telemedicine: profile.is_allowed_for_telemedicine_calls,
    patientProfile: can['patients.page'] === 'enabled' && can['patients.openRecord'] === 'enabled',
  };
}

export type RecordTab = 'prescription' | 'medicalFiles' | 'report' | 'payment';

/**
 * Tabs 2 to 5 of the appointment modal (spec 1 section 2, spec 2 sections 2.4 and 6): they need an
 * existing appointment, online; who sees them, greyed out or not, is the capability table's.
 */
export function recordTabsOf(
  profile: UserProfile,
  context: { existing: boolean; online: boolean },
): Record<RecordTab, ControlState> {
  const can = capabilitiesOfProfile(profile);
  const offered = (level: ControlState): ControlState => (context.existing && context.online ? level : 'hidden');
  return {
    prescription: offered(can['records.prescription']),
    medicalFiles: offered(can['records.medical']),
    report: offered(can['records.medical']),
    payment: offered(can['records.payments']),
  };
}

/**
 * Done, absent and cancel show only while the appointment is BOOKED (spec 1 section 4); a booking
 * still queued offline has them too (the calendar opens it only offline): they adjust the queue.
 */
export function statusActionsShown(appointment: Appointment | null): boolean {
  return appointment !== null && appointment.status === 'BOOKED';
}

/** Shown when video calls are allowed for the appointment; enabled only today and while BOOKED. */
export function videoCallButtonOf(appointment: Appointment | null, allowedCall: boolean, now: Date): ControlState {
  if (!appointment || isPending(appointment) || !allowedCall) return 'hidden';
  const today = dayjs(appointment.start).isSame(now, 'day');
  return today && appointment.status === 'BOOKED' ? 'enabled' : 'disabled';
}

/** A visio appointment runs from its start until 3 hours later, the same day; cleared once done. */
export function isVisioRunning(appointment: Appointment, now: Date): boolean {
  if (appointment.type !== 'visio' || appointment.status !== 'BOOKED' || appointment.done) return false;
  const start = dayjs(appointment.start);
  const threeHoursLater = start.add(calendarConstants.visioRunningHours, 'hour');
  const stop = threeHoursLater.isSame(start, 'day') ? threeHoursLater : start.endOf('day');
  return !start.isAfter(now) && stop.isAfter(now);
}

/** 'Patient arrived' is offered on a saved, booked appointment whose patient has not arrived yet. */
export function canMarkArrived(appointment: Appointment): boolean {
  return !isPending(appointment) && appointment.status === 'BOOKED' && !appointment.patientArrived;
}

/** A slot on a day before today: booking refused, the 5 s warning shows instead. */
export function isPastDay(date: Date, now: Date): boolean {
  return dayjs(date).isBefore(now, 'day');
}
