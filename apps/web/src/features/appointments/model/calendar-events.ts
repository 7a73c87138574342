import type { Appointment } from '@tabib/contracts/appointments';
import { isPending } from './appointment-list';
import { personTitleOf, type PersonTitleLabels } from './family-member';
import type { OffWorkBlock } from './off-work-blocks';

/** What react-big-calendar draws: appointments, and days off / vacancies as background blocks. */
export type CalendarItem =
  | { kind: 'appointment'; id: string; title: string; start: Date; end: Date; appointment: Appointment; pending: boolean }
  | { kind: 'offWork'; id: string; title: string; start: Date; end: Date; block: OffWorkBlock };

export type AppointmentItem = Extract<CalendarItem, { kind: 'appointment' }>;

export function appointmentItemOf(appointment: Appointment, titles: PersonTitleLabels): AppointmentItem {
  return {
    kind: 'appointment',
    id: appointment._id,
    title: personTitleOf(appointment, titles),
    start: new Date(appointment.start),
    end: new Date(appointment.end),
    appointment,
    pending: isPending(appointment),
  };
}

export function offWorkItemOf(block: OffWorkBlock, title: string): CalendarItem {
  return { kind: 'offWork', id: block.id, title, start: block.start, end: block.end, block };
}

function twoDigits(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

/** HH:mm in the browser's time zone (as dayjs formats it here), without building a dayjs object per event. */
export function clockOf(date: Date): string {
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}
