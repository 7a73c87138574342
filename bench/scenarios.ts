import dayjs from 'dayjs';
import { apiBasePath } from '@tabib/contracts/auth';
import { appointmentPaths, type CreateAppointmentRequest } from '@tabib/contracts/appointments';
import type { AutocannonRequest } from 'autocannon';
import { practiceClock, practiceDay } from '../apps/server/src/lib/practice-time';
import { bookingSlotsPerDay, type SeededDoctor } from './seed';

export interface SignedInDoctor extends SeededDoctor {
  token: string;
}

export interface WeekTarget {
  doctor: SignedInDoctor;
  from: Date;
  to: Date;
}

/** The calendar's week: Sunday 00:00 to the next Sunday 00:00, practice time. */
export function practiceWeek(offsetWeeks: number, now = new Date()) {
  const today = dayjs(practiceDay(now));
  const sunday = today.subtract(today.day(), 'day').add(offsetWeeks * 7, 'day');
  return {
    from: practiceClock(sunday.format('YYYY-MM-DD'), '00:00'),
    to: practiceClock(sunday.add(7, 'day').format('YYYY-MM-DD'), '00:00'),
  };
}

/** Several doctors, each over the weeks around today (all seeded weeks are equally busy). */
export function weekTargets(doctors: SignedInDoctor[], doctorCount: number, weekOffsets: number[]): WeekTarget[] {
  const step = Math.max(1, Math.floor(doctors.length / doctorCount));
  const chosen = doctors.filter((_, index) => index % step === 0).slice(0, doctorCount);
  return chosen.flatMap((doctor) => weekOffsets.map((offset) => ({ doctor, ...practiceWeek(offset) })));
}

const weekQuery = (target: WeekTarget) =>
  `mode=week&fromTime=${encodeURIComponent(target.from.toISOString())}&toTime=${encodeURIComponent(target.to.toISOString())}`;

export const fullWeekPath = (target: WeekTarget) => `${apiBasePath}${appointmentPaths.list}?${weekQuery(target)}`;
export const bareWeekPath = (target: WeekTarget) => `/week?doctorId=${target.doctor.id}&${weekQuery(target)}`;

/** What Chromium sends; the app gzips the week for it (the bare handler ignores it). */
export const browserAcceptEncoding = 'gzip, deflate, br, zstd';

/**
 * Each request takes the next (doctor, week) in turn, across all connections; the full stack as a
 * browser asks, or without compression. `uncached`: each request starts its week a millisecond
 * earlier than the one before, so that no two ask the same range: the app's week cache never
 * answers (a first read of each week), and the appointments read stay the same.
 */
export function rotatingWeekRequest(
  targets: WeekTarget[],
  full: boolean,
  { compressed = true, uncached = false } = {},
): AutocannonRequest {
  const encoding: Record<string, string> = compressed ? { 'accept-encoding': browserAcceptEncoding } : {};
  let next = 0;
  return {
    method: 'GET',
    setupRequest: (request): AutocannonRequest => {
      const k = next++;
      const rotated = targets[k % targets.length]!;
      const target = uncached ? { ...rotated, from: new Date(rotated.from.getTime() - k - 1) } : rotated;
      return full
        ? { ...request, path: fullWeekPath(target), headers: { authorization: `Bearer ${target.doctor.token}`, ...encoding } }
        : { ...request, path: bareWeekPath(target), headers: {} };
    },
  };
}

/** The bookings of bookingsOf (below), as the booking form sends them, each with its doctor's session. */
export function bookingRequests(doctors: SignedInDoctor[], runId: string, firstDayOffset = 1, now = new Date()) {
  const bookings = bookingsOf(doctors, runId, firstDayOffset, now);
  const request: AutocannonRequest = {
    method: 'POST',
    path: `${apiBasePath}${appointmentPaths.create}`,
    setupRequest: (base) => {
      const { doctor, payload } = bookings.next();
      return {
        ...base,
        headers: { authorization: `Bearer ${doctor.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      };
    },
  };
  return { request, issued: bookings.issued, sample: bookings.body };
}

/** The same bookings for the bare handler (bare-server.ts): the same body, the doctor in the query instead of a session. */
export function bareBookingRequests(doctors: SeededDoctor[], runId: string, firstDayOffset = 1, now = new Date()) {
  const bookings = bookingsOf(doctors, runId, firstDayOffset, now);
  const request: AutocannonRequest = {
    method: 'POST',
    setupRequest: (base) => {
      const { doctor, payload } = bookings.next();
      return {
        ...base,
        path: `/book?doctorId=${doctor.id}`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      };
    },
  };
  return { request, issued: bookings.issued };
}

/**
 * Booking number b goes to doctor b mod N (consecutive requests hit different doctors), on
 * day firstDayOffset + ⌊b / (N·18)⌋ after today at 17:00 + 20 min × slot: free slots (the seeded
 * appointments are mornings), each with a patient who has no other visit that day.
 * Booking b in turn, and how many were handed out.
 */
function bookingsOf<Doctor extends SeededDoctor>(doctors: Doctor[], runId: string, firstDayOffset: number, now: Date) {
  let next = 0;
  const today = dayjs(practiceDay(now));
  const capacityPerDay = doctors.length * bookingSlotsPerDay;
  const body = (b: number): { doctor: Doctor; payload: CreateAppointmentRequest } => {
    const doctor = doctors[b % doctors.length]!;
    const slotOfDoctor = Math.floor(b / doctors.length);
    const dayOffset = firstDayOffset + Math.floor(b / capacityPerDay);
    const slot = slotOfDoctor % bookingSlotsPerDay;
    const day = today.add(dayOffset, 'day').format('YYYY-MM-DD');
    const startAt = new Date(practiceClock(day, '17:00').getTime() + slot * 20 * 60_000);
    return {
      doctor,
      payload: {
        consultationReason: doctor.bookableReasonId,
        startAt: startAt.toISOString(),
        isNewPatient: false,
        patient: doctor.bookingPatientIds[slot]!,
        duration: 20,
        type: 'cabinet',
        appointment_ui_id: `bench-${runId}-${b}`,
      },
    };
  };
  return { body, next: () => body(next++), issued: () => next };
}
