import dayjs from 'dayjs';
import { calendarConstants, type Appointment } from '@tabib/contracts/appointments';
import { canAccessRecord } from '@tabib/contracts/patient-record-access';
import { accountKindOf, type UserProfile } from '@tabib/contracts/user';
import { isPending } from './appointment-list';

export type ControlState = 'hidden' | 'disabled' | 'enabled';

/** What the calendar screen lets this user do (spec 1 sections 2 and 6). */
export interface CalendarPermissions {
  /** The user works on behalf of a selected clinic doctor (clinic accounts). */
  clinicMode: boolean;
  /** Clinic admin or clinic user: no record tabs, cannot clear failed actions. */
  clinicStaff: boolean;
  /** DOC-DEA: no range change, selection, slot or drill-down handlers. */
  readOnly: boolean;
  /** May book (the add button, slot clicks): not DOC-DEA, not ASS. */
  canBook: boolean;
  canDrillDown: boolean;
  failedActions: Exclude<ControlState, 'hidden'>;
  canClearFailedActions: boolean;
  reasonsFilter: boolean;
  telemedicine: boolean;
  /** The patient-profile action (/patients is closed to assistants and clinic staff have no patient shortcut). */
  patientProfile: boolean;
}

export function calendarPermissionsOf(profile: UserProfile): CalendarPermissions {
  const kind = accountKindOf(profile);
  const clinicStaff = kind === 'clinicAdmin' || kind === 'clinicUser';
  const readOnly = profile.privileges === 'DOC-DEA';
  return {
    clinicMode: profile.isClinic,
    clinicStaff,
    readOnly,
    canBook: profile.privileges === 'DOC-ALL',
    canDrillDown: profile.privileges === 'DOC-ALL',
    failedActions: readOnly ? 'disabled' : 'enabled',
    canClearFailedActions: !clinicStaff,
    reasonsFilter: !profile.isClinic,
    telemedicine: profile.is_allowed_for_telemedicine_calls,
    patientProfile: profile.privileges !== 'ASS' && !clinicStaff,
  };
}

export type RecordTab = 'prescription' | 'medicalFiles' | 'report' | 'payment';

/**
 * Tabs 2 to 5 of the appointment modal (spec 1 section 2, spec 2 sections 2.4 and 6). Tabs 2-4
 * need an existing appointment, online, and not a clinic user; tab 5 (payment) only the first
 * two, so clinic accounts see it. Payment is disabled for DOC-DEA and not shown to assistants
 * (ASS), whom the server refuses (the roles table of contracts/patient-record-access).
 */
export function recordTabsOf(
  profile: UserProfile,
  context: { existing: boolean; online: boolean },
): Record<RecordTab, ControlState> {
  const kind = accountKindOf(profile);
  const existingOnline = context.existing && context.online;
  const offered = existingOnline && !(kind === 'clinicAdmin' || kind === 'clinicUser');
  const records: ControlState = !offered ? 'hidden' : profile.privileges === 'DOC-ALL' ? 'enabled' : 'disabled';
  const payments = canAccessRecord({ privilege: profile.privileges, isClinicUser: profile.isClinic }, 'payments');
  const payment: ControlState = !existingOnline
    ? 'hidden'
    : payments
      ? 'enabled'
      : profile.privileges === 'DOC-DEA'
        ? 'disabled'
        : 'hidden';
  return { prescription: records, medicalFiles: records, report: records, payment };
}

/** Done, absent and cancel show only while the appointment is BOOKED (spec 1 section 4). */
export function statusActionsShown(appointment: Appointment | null): boolean {
  return appointment !== null && !isPending(appointment) && appointment.status === 'BOOKED';
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
