import type { PatientReminderSettings } from '@tabib/contracts/patient-notices';
import { practiceClock, practiceDay } from '../../lib/practice-time';

/** The reminders a doctor's settings name; with `reminder:` before it, a notice's key (and the trace's name). */
export const reminderNames = ['day-before', 'hours-before'] as const;
export type ReminderName = (typeof reminderNames)[number];

export interface PlannedReminder {
  name: ReminderName;
  at: Date;
}

function dayBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! - 1)).toISOString().slice(0, 10);
}

/** When one reminder of an appointment starting at `startAt` leaves, by the doctor's settings; null when turned off. */
export function reminderTime(name: ReminderName, startAt: Date, settings: PatientReminderSettings): Date | null {
  if (name === 'day-before') {
    return settings.dayBefore.enabled ? practiceClock(dayBefore(practiceDay(startAt)), settings.dayBefore.time) : null;
  }
  return settings.hoursBefore.enabled ? new Date(startAt.getTime() - settings.hoursBefore.hours * 60 * 60 * 1000) : null;
}

/**
 * The reminders of an appointment: the day before at the set practice time, and some hours
 * before; each only when turned on and still ahead of `now` (a booking an hour ahead gets no
 * reminder two hours before). Soonest first.
 */
export function plannedReminders(startAt: Date, settings: PatientReminderSettings, now: Date): PlannedReminder[] {
  return reminderNames
    .map((name) => ({ name, at: reminderTime(name, startAt, settings) }))
    .filter((reminder): reminder is PlannedReminder => reminder.at !== null && reminder.at > now && reminder.at < startAt)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}
