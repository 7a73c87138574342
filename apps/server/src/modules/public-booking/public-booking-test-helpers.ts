import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { expect } from 'vitest';
import { minutesOf, utcClockOf } from '@tabib/contracts/schedule';
import type { App } from '../../app';
import { at, type Session } from '../../test/booking-helpers';
import { practiceWeekdayOf } from '../appointments/schedule-rules';

/** The weekday 8 days from now falls on: bookable on the public page, beyond the tests' other bookings. */
export const publicBookingWeekday = () => practiceWeekdayOf(new Date(at(8, '12:00'))).weekday;

/** Opens the doctor's cabinet on that weekday from 09:00 to 12:00, and only then. */
export async function openCabinetMorning(app: App, doctor: Session) {
  const local = (time: string) => utcClockOf(minutesOf(time));
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/v1/doctors/schedule/web',
    headers: doctor.headers,
    payload: {
      mode: 'day',
      confirm: true,
      weeklySchedule: [
        { day: publicBookingWeekday(), dailySchedule: [{ startAt: local('09:00'), endAt: local('12:00'), types: ['cabinet'] }] },
      ],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** The page's proof of work, asked for and solved as the patient's browser does. */
export async function solvedProof(app: App) {
  const challenge = (await app.inject({ method: 'GET', url: '/api/v1/public/proof-of-work/challenge' })).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
