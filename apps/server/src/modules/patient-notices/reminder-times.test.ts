import { describe, expect, it } from 'vitest';
import { defaultPatientReminderSettings, patientReminderSettingsOf } from '@tabib/contracts/patient-notices';
import { plannedReminders } from './reminder-times';

// Africa/Algiers is UTC+1 all year (no summer time): 10:00 there is 09:00Z.
const start = new Date('2030-03-12T09:00:00.000Z');
const longBefore = new Date('2030-03-01T00:00:00.000Z');

describe('reminder times', () => {
  it('by default: the day before at 18:00 practice time, and 2 hours before', () => {
    expect(plannedReminders(start, defaultPatientReminderSettings, longBefore)).toEqual([
      { name: 'day-before', at: new Date('2030-03-11T17:00:00.000Z') },
      { name: 'hours-before', at: new Date('2030-03-12T07:00:00.000Z') },
    ]);
  });

  it("takes the day before on the practice's calendar, not UTC's", () => {
    // 00:30 on 12 March in Algiers is still 11 March in UTC: the day before is 11 March all the same.
    const justAfterMidnight = new Date('2030-03-11T23:30:00.000Z');
    expect(plannedReminders(justAfterMidnight, defaultPatientReminderSettings, longBefore)[0]).toEqual({
      name: 'day-before',
      at: new Date('2030-03-11T17:00:00.000Z'),
    });
  });

  it("follows each doctor's settings, key by key, and leaves out what is turned off", () => {
    const settings = patientReminderSettingsOf({ dayBefore: { time: '20:30' }, hoursBefore: { hours: 5 } });
    expect(plannedReminders(start, settings, longBefore)).toEqual([
      { name: 'day-before', at: new Date('2030-03-11T19:30:00.000Z') },
      { name: 'hours-before', at: new Date('2030-03-12T04:00:00.000Z') },
    ]);
    const onlyDayBefore = patientReminderSettingsOf({ hoursBefore: { enabled: false } });
    expect(plannedReminders(start, onlyDayBefore, longBefore).map((reminder) => reminder.name)).toEqual(['day-before']);
    const none = patientReminderSettingsOf({ dayBefore: { enabled: false }, hoursBefore: { enabled: false } });
    expect(plannedReminders(start, none, longBefore)).toEqual([]);
  });

  it('plans no reminder whose time has passed: booked an hour ahead, none; three hours ahead, the 2-hour one only', () => {
    expect(plannedReminders(start, defaultPatientReminderSettings, new Date(+start - 60 * 60 * 1000))).toEqual([]);
    expect(plannedReminders(start, defaultPatientReminderSettings, new Date(+start - 3 * 60 * 60 * 1000))).toEqual([
      { name: 'hours-before', at: new Date('2030-03-12T07:00:00.000Z') },
    ]);
  });
});
