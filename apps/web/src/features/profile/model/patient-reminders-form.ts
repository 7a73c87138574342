import dayjs, { type Dayjs } from 'dayjs';
import type { PatientReminderSettings } from '@tabib/contracts/patient-notices';

/** The reminder settings as the form edits them: the day-before time in a time picker. */
export interface PatientRemindersFormValues {
  dayBefore: { enabled: boolean; time: Dayjs };
  hoursBefore: { enabled: boolean; hours: number | null };
}

/** 'HH:mm' of the practice, edited as is: no time zone is applied in either direction. */
export function remindersFormValuesOf(settings: PatientReminderSettings): PatientRemindersFormValues {
  const [hour = 0, minute = 0] = settings.dayBefore.time.split(':').map(Number);
  return {
    dayBefore: { enabled: settings.dayBefore.enabled, time: dayjs().startOf('day').hour(hour).minute(minute) },
    hoursBefore: { ...settings.hoursBefore },
  };
}

export function remindersSettingsOf(values: PatientRemindersFormValues): PatientReminderSettings {
  return {
    dayBefore: { enabled: values.dayBefore.enabled, time: values.dayBefore.time.format('HH:mm') },
    hoursBefore: { enabled: values.hoursBefore.enabled, hours: values.hoursBefore.hours ?? 0 },
  };
}
