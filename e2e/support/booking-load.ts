import { randomUUID } from 'node:crypto';
import { apiBasePath } from '@tabib/contracts/auth';
import { appointmentPaths } from '@tabib/contracts/appointments';
import { dayAfter, practiceOffset, uniquePhone } from './calendar';
import { upstreamHeader } from './cluster-sockets';

export interface Attempt {
  /** 0: no answer (reset, timeout). */
  status: number;
  /** The process nginx says answered (or failed to). */
  upstream: string | null;
  /** The server answered with the first sending's stored answer (Idempotency-Key). */
  replayed: boolean;
  at: number;
}

export interface Booking {
  key: string;
  startAt: string;
  attempts: Attempt[];
  /** The appointment the last 201 named. */
  appointmentId?: string;
  /** A 4xx other than "the first sending still runs": not retried. */
  refused?: string;
}

/** Waits between sendings of one booking, as the outbox waits (lib/outbox/outbox-replay.ts). */
const retryWaitsMs = [250, 500, 1_000, 2_000, 4_000, 4_000];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 48 slots of 20 minutes a day, 07:00-23:00 (practice time), from day `firstDay` on. */
function slotOf(firstDay: number, index: number): string {
  const day = dayAfter(firstDay + Math.floor(index / 48)).iso;
  const minutes = 7 * 60 + (index % 48) * 20;
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return `${day}T${time}:00${practiceOffset}`;
}

/**
 * Sends one booking of a new patient until it is answered 201, each sending with the booking's
 * own key as its Idempotency-Key (and appointment_ui_id), as the web's outbox resends an action.
 */
export async function book(
  options: { baseUrl: string; token: string; reasonId: string },
  booking: Booking,
  lastName = booking.key,
): Promise<Booking> {
  const body = JSON.stringify({
    consultationReason: options.reasonId,
    startAt: booking.startAt,
    isNewPatient: true,
    duration: 20,
    type: 'cabinet',
    newPatient: { gender: 'FEMALE', firstName: 'Charge', lastName, age: 40, phone: uniquePhone() },
    appointment_ui_id: booking.key,
    patient_ui_id: `${booking.key}-patient`,
  });
  for (let retry = 0; ; retry++) {
    let attempt: Attempt;
    let text = '';
    try {
      const response = await fetch(`${options.baseUrl}${apiBasePath}${appointmentPaths.create}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.token}`,
          'content-type': 'application/json',
          'idempotency-key': booking.key,
        },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      text = await response.text();
      attempt = {
        status: response.status,
        upstream: response.headers.get(upstreamHeader),
        replayed: response.headers.get('idempotent-replayed') === 'true',
        at: Date.now(),
      };
    } catch {
      attempt = { status: 0, upstream: null, replayed: false, at: Date.now() };
    }
    booking.attempts.push(attempt);
    if (attempt.status === 201) {
      booking.appointmentId = (JSON.parse(text) as { appointment: { _id: string } }).appointment._id;
      return booking;
    }
    const inProgress = attempt.status === 409 && text.includes('idempotencyKeyInProgress');
    if (attempt.status >= 400 && attempt.status < 500 && !inProgress) {
      booking.refused = `${attempt.status} ${text}`;
      return booking;
    }
    const wait = retryWaitsMs[retry];
    if (wait === undefined) return booking;
    await sleep(wait);
  }
}

export interface BookingLoad {
  bookings: Booking[];
  /** Bookings answered 201, at their first sending or a later one. */
  acknowledged(): number;
  /** Stops starting new bookings and waits for those under way (their retries included). */
  stop(): Promise<Booking[]>;
}

/** `workers` closed loops, each booking the next free slot (from day `firstDay`) as soon as its last one ended. */
export function startBookingLoad(options: {
  baseUrl: string;
  token: string;
  reasonId: string;
  firstDay: number;
  workers: number;
}): BookingLoad {
  const run = randomUUID().slice(0, 8);
  const bookings: Booking[] = [];
  let stopped = false;
  const worker = async () => {
    while (!stopped) {
      const index = bookings.length;
      const booking: Booking = { key: `killed-${run}-${index}`, startAt: slotOf(options.firstDay, index), attempts: [] };
      bookings.push(booking);
      await book(options, booking);
    }
  };
  const workers = Array.from({ length: options.workers }, worker);
  return {
    bookings,
    acknowledged: () => bookings.filter((booking) => booking.appointmentId).length,
    async stop() {
      stopped = true;
      await Promise.all(workers);
      return bookings;
    },
  };
}
