import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minutesOf, utcClockOf } from '@tabib/contracts/schedule';
import type { App } from '../../app';
import { practiceDay } from '../../lib/practice-time';
import { at, book, newPatientBooking, sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { practiceWeekdayOf } from '../appointments/schedule-rules';

/**
 * Issue 15: the free slots are served from a cache (lib/calendar-answer-cache.ts). Whatever
 * changes what the page offers is seen on the next read: the clock, a booking, the week, the
 * days off, the reason, the page's switch.
 */
describe.each(testBackends())('cached free slots on %s', (backend) => {
  let app: App;
  let doctor: Session;
  let clock = new Date(at(0, '09:10'));
  let general: string;
  const today = () => practiceDay(new Date(at(0, '12:00')));
  const local = (time: string) => utcClockOf(minutesOf(time));

  const slotsToday = async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/public/doctors/dr-amine-benali/slots',
      query: { reason: general, type: 'cabinet', weeks: '1' },
    });
    if (response.statusCode !== 200) return response.json().code as string;
    const day = response.json().days.find((entry: { day: string }) => entry.day === today());
    return day.slots.map((slot: { startAt: string }) => dayjs(slot.startAt).add(1, 'hour').toISOString().slice(11, 16));
  };
  const put = (url: string, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/v1/doctors/${url}`, headers: doctor.headers, payload });

  beforeAll(async () => {
    app = await createTestApp(backend, { now: () => clock });
    doctor = await sessionOf(app, 'doctor@tabib.test');
    general = doctor.profile.consultationReasons.find((reason) => reason.title.fr === 'Consultation générale')!._id;
    const saved = await put('schedule/web', {
      mode: 'day',
      confirm: true,
      weeklySchedule: [
        {
          day: practiceWeekdayOf(new Date(at(0, '12:00'))).weekday,
          dailySchedule: [{ startAt: local('09:00'), endAt: local('12:00'), types: ['cabinet'] }],
        },
      ],
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => app.close());

  // The demo doctor's seeded appointments of today take some of the grid: each read is compared to the one before.
  it('stops offering a slot once it starts, with nothing else changed', async () => {
    const before = await slotsToday();
    expect(before).toContain('09:20');
    clock = new Date(at(0, '09:25'));
    expect(await slotsToday()).toEqual(before.filter((time: string) => time > '09:25'));
  });

  it('follows a booking, the week, the days off, the reason and the switch on the next read', async () => {
    const offered = await slotsToday();
    const taken = offered[1];
    expect((await book(app, doctor, newPatientBooking(general, at(0, taken)))).statusCode).toBe(201);
    const left = offered.filter((time: string) => time !== taken);
    expect(await slotsToday()).toEqual(left);

    const weekday = practiceWeekdayOf(new Date(at(0, '12:00'))).weekday;
    const week = (end: string) => ({
      mode: 'day',
      confirm: true,
      weeklySchedule: [{ day: weekday, dailySchedule: [{ startAt: local('09:00'), endAt: local(end), types: ['cabinet'] }] }],
    });
    expect((await put('schedule/web', week('12:40'))).statusCode).toBe(200);
    const longer = [...left, '12:00', '12:20'];
    expect(await slotsToday()).toEqual(longer);

    expect((await put('schedule/daysoff', { daysNoWork: [today()], vacancy: null })).statusCode).toBe(200);
    expect(await slotsToday()).toEqual([]);
    expect((await put('schedule/daysoff', { daysNoWork: [], vacancy: null })).statusCode).toBe(200);
    expect(await slotsToday()).toEqual(longer);

    expect((await put(`consultation-reasons/${general}/enable`, { isEnabled: false })).statusCode).toBe(200);
    expect(await slotsToday()).toBe('InvalidConsultationReason');
    expect((await put(`consultation-reasons/${general}/enable`, { isEnabled: true })).statusCode).toBe(200);
    expect(await slotsToday()).toEqual(longer);

    expect((await put('preferences/public-booking', { enabled: false })).statusCode).toBe(200);
    expect(await slotsToday()).toBe('notFound');
    expect((await put('preferences/public-booking', { enabled: true })).statusCode).toBe(200);
    expect(await slotsToday()).toEqual(longer);
  });
});
