import http from 'node:http';
import type { Socket } from 'socket.io-client';
import { appointmentSocket } from '@tabib/contracts/appointments';
import type { PublicBookingResponse } from '@tabib/contracts/public-booking';
import { openSocket } from './busy-morning-setup';
import { startCpuMeter } from './cpu';
import {
  addressBlocks,
  bookingBody,
  bookPath,
  clientAddress,
  offeredSlots,
  outcomeOf,
  patientPhone,
  solvedProofs,
  send,
} from './public-booking-requests';
import type { SeededDoctor } from './seed';
import { signIn } from './sign-in';

export interface EventPhase {
  name: string;
  bookings: number;
  /** Bookings sent per second (open loop: each leaves on time, whatever the answers). */
  rate: number;
  outcomes: Record<string, number>;
  /** From the booking's answer on A to its BOOKED event on the doctor's socket on B (ms; negative: the event came first). */
  fromAnswer: number[];
  /** From the booking's sending to that event (ms). */
  fromSending: number[];
  /** Booking answers (201) on A, ms. */
  bookingLatencies: number[];
  /** Bookings answered 201 whose event never reached B within the wait. */
  missing: number;
  /** Cores busy: process A, process B, PostgreSQL, the machine. */
  cpu?: { a: number; b?: number; postgres?: number; machine: number; load: number };
}

export interface EventSetup {
  doctors: SeededDoctor[];
  sockets: Socket[];
  /** Per doctor, the free slots still to take, in time order. */
  queue: { doctor: SeededDoctor; startAt: string }[];
  close(): void;
}

/**
 * The doctors whose calendars are watched: each signs in and opens the calendar's socket on
 * process B (as the web does: token in the handshake, room.join), while their bookings go to A.
 * Their free slots are read from A's page, from an hour from now on, and taken in turn across
 * the doctors (a doctor's next slot, the next doctor).
 */
export async function prepareEvents(options: {
  baseUrlA: string;
  baseUrlB: string;
  doctors: SeededDoctor[];
}): Promise<EventSetup> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const tokens = await signIn(
    options.baseUrlB,
    options.doctors.map((doctor) => ({ email: doctor.email })),
  );
  const sockets = await Promise.all(tokens.map((token) => openSocket(options.baseUrlB, token)));
  const soon = Date.now() + 60 * 60_000;
  const perDoctor = await Promise.all(
    options.doctors.map(async (doctor) => {
      const page = await offeredSlots(options.baseUrlA, agent, doctor);
      return page.days.flatMap((day) => day.slots.filter((slot) => Date.parse(slot.startAt) > soon).map((slot) => slot.startAt));
    }),
  );
  agent.destroy();
  const queue: EventSetup['queue'] = [];
  for (let k = 0; perDoctor.some((slots) => k < slots.length); k++) {
    perDoctor.forEach((slots, d) => {
      if (k < slots.length) queue.push({ doctor: options.doctors[d]!, startAt: slots[k]! });
    });
  }
  return {
    doctors: options.doctors,
    sockets,
    queue,
    close: () => sockets.forEach((socket) => socket.disconnect()),
  };
}

/**
 * One phase: `bookings` public bookings through A at `rate` per second (each patient with their
 * own address, phone and proof of work, solved before the phase), every answer matched to the
 * BOOKED event the doctor's socket on B receives. `during` runs beside it (a load, or nothing)
 * and is awaited at the end.
 */
export async function runEventPhase(options: {
  name: string;
  setup: EventSetup;
  baseUrlA: string;
  bookings: number;
  rate: number;
  /** Patients numbered from here (addresses, phones): each phase its own. */
  firstPatient: number;
  pids: { a?: number; b?: number; postmaster?: number };
  during?: (seconds: number) => Promise<unknown>;
}): Promise<EventPhase> {
  const { setup, baseUrlA } = options;
  if (setup.queue.length < options.bookings)
    throw new Error(
      `only ${setup.queue.length} free slots left for ${options.bookings} bookings: lower BENCH_PUBLIC_EVENT_BOOKINGS`,
    );
  const slots = setup.queue.splice(0, options.bookings);
  const patients = slots.map((_, i) => options.firstPatient + i);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const proofs = await solvedProofs(
    baseUrlA,
    agent,
    patients.map((p) => clientAddress(addressBlocks.events, p)),
  );

  // Events heard on B, by appointment id; answers waiting for theirs.
  const heard = new Map<string, number>();
  const waiting = new Map<string, { sentAt: number; answeredAt: number }>();
  const fromAnswer: number[] = [];
  const fromSending: number[] = [];
  const match = (at: number, sent: { sentAt: number; answeredAt: number }) => {
    fromAnswer.push(at - sent.answeredAt);
    fromSending.push(at - sent.sentAt);
  };
  const listener = (payload: { type: string; appointment: { _id: string } }) => {
    if (payload.type !== 'BOOKED') return;
    const at = performance.now();
    const sent = waiting.get(payload.appointment._id);
    if (sent) {
      waiting.delete(payload.appointment._id);
      match(at, sent);
    } else heard.set(payload.appointment._id, at);
  };
  for (const socket of setup.sockets) socket.on(appointmentSocket.event, listener);

  const seconds = options.bookings / options.rate;
  const beside = options.during?.(seconds + 2);
  // Let the load reach its pace before the first booking.
  if (beside) await new Promise((resolve) => setTimeout(resolve, 1_000));

  const cpuA = startCpuMeter(options.pids.a, options.pids.postmaster);
  const cpuB = startCpuMeter(options.pids.b);
  const outcomes: Record<string, number> = {};
  const bookingLatencies: number[] = [];
  const started = performance.now();
  const sends = slots.map(
    (slot, i) =>
      new Promise<void>((resolve) => {
        const delay = started + (i * 1000) / options.rate - performance.now();
        setTimeout(
          () => {
            const patient = patients[i]!;
            send(baseUrlA, agent, 'POST', bookPath(slot.doctor), {
              body: bookingBody(slot.doctor, slot.startAt, patientPhone(7, patient), proofs[i]!, patient),
              address: clientAddress(addressBlocks.events, patient),
            })
              .then((answer) => {
                const key = outcomeOf(answer);
                outcomes[key] = (outcomes[key] ?? 0) + 1;
                if (answer.status !== 201) return;
                bookingLatencies.push(answer.answeredAt - answer.sentAt);
                const id = (JSON.parse(answer.text) as PublicBookingResponse).appointment._id;
                const at = heard.get(id);
                if (at === undefined) waiting.set(id, answer);
                else {
                  heard.delete(id);
                  match(at, answer);
                }
              })
              .catch((error: NodeJS.ErrnoException) => {
                const key = `failed: ${error.code ?? error.message}`;
                outcomes[key] = (outcomes[key] ?? 0) + 1;
              })
              .finally(resolve);
          },
          Math.max(0, delay),
        );
      }),
  );
  await Promise.all(sends);
  const a = cpuA();
  const b = cpuB();
  // Events still on their way.
  for (let waited = 0; waiting.size > 0 && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  await beside;
  for (const socket of setup.sockets) socket.off(appointmentSocket.event, listener);
  agent.destroy();
  return {
    name: options.name,
    bookings: options.bookings,
    rate: options.rate,
    outcomes,
    fromAnswer,
    fromSending,
    bookingLatencies,
    missing: waiting.size,
    cpu: a && { a: a.server, b: b?.server, postgres: a.postgres, machine: a.machine, load: a.load },
  };
}
