import http from 'node:http';
import pg from 'pg';
import { calendarStatuses } from '@tabib/contracts/appointments';
import { startCpuMeter, type CpuShare } from './cpu';
import { practiceClock } from '../apps/server/src/lib/practice-time';
import {
  addressBlocks,
  bookingBody,
  bookPath,
  clientAddress,
  offeredSlots,
  outcomeOf,
  patientPhone,
  percentile,
  send,
  solvedProofs,
} from './public-booking-requests';
import type { SeededDoctor } from './seed';

export interface BurstResult {
  doctor: number;
  day: string;
  slots: string[];
  requests: number;
  outcomes: Record<string, number>;
  /** From each request's sending to its answer, ms (all requests leave in the same tick). */
  p50: number;
  p99: number;
  max: number;
  /** Whole burst, from the first sending to the last answer, ms. */
  wallMs: number;
  /** Cores busy during the burst: the server (A), PostgreSQL, the machine. */
  cpu?: CpuShare;
  /** Live appointments per slot found in the database afterwards. */
  stored: Record<string, number>;
  passed: boolean;
  why: string[];
}

/** The hour of the burst, practice time: the three 20-minute slots of 17:00-18:00. */
const burstTimes = ['17:00', '17:20', '17:40'];

/**
 * `requests` patients (each with their own address, phone and solved proof of work) book the
 * same hour of one doctor at once, spread over its three slots, all requests in flight together.
 * The hour is the first coming day (from tomorrow) whose page offers all three slots. Passes when
 * each slot is won by exactly one 201, every other answer is 409 slotAlreadyBooked, and the
 * database holds exactly one live appointment per slot.
 */
export async function runBurst(options: {
  baseUrl: string;
  databaseUrl: string;
  doctor: SeededDoctor;
  requests: number;
  today: string;
  serverPid?: number;
  postmasterPid?: number;
}): Promise<BurstResult> {
  const { baseUrl, doctor } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  try {
    const page = await offeredSlots(baseUrl, agent, doctor);
    const chosen = page.days.find((day) => {
      if (day.day <= options.today) return false;
      const offered = new Set(day.slots.map((slot) => slot.startAt));
      return burstTimes.every((time) => offered.has(practiceClock(day.day, time).toISOString()));
    });
    if (!chosen) throw new Error(`doctor ${doctor.n} offers no coming day with ${burstTimes.join(', ')} all free`);
    const slots = burstTimes.map((time) => practiceClock(chosen.day, time).toISOString());

    const addresses = Array.from({ length: options.requests }, (_, i) => clientAddress(addressBlocks.burst, i));
    const proofs = await solvedProofs(baseUrl, agent, addresses);
    const bodies = addresses.map((_, i) => bookingBody(doctor, slots[i % slots.length]!, patientPhone(6, i), proofs[i]!, i));

    // A fresh agent: each patient opens their own connection, at the same moment.
    const burstAgent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
    const cpuMeter = startCpuMeter(options.serverPid, options.postmasterPid);
    const started = performance.now();
    const answers = await Promise.all(
      bodies.map((body, i) => send(baseUrl, burstAgent, 'POST', bookPath(doctor), { body, address: addresses[i]! })),
    );
    const wallMs = performance.now() - started;
    const cpu = cpuMeter();
    burstAgent.destroy();

    const outcomes: Record<string, number> = {};
    const winners = new Map<string, number>();
    for (const [i, answer] of answers.entries()) {
      const key = outcomeOf(answer);
      outcomes[key] = (outcomes[key] ?? 0) + 1;
      if (answer.status === 201) winners.set(bodies[i]!.startAt, (winners.get(bodies[i]!.startAt) ?? 0) + 1);
    }
    const latencies = answers.map((answer) => answer.answeredAt - answer.sentAt);

    const client = new pg.Client({ connectionString: options.databaseUrl });
    await client.connect();
    let stored: Record<string, number>;
    try {
      const { rows } = await client.query<{ start_at: Date; n: number }>(
        `select start_at, count(*)::int as n from appointments
         where doctor_id = $1 and start_at < $3::timestamptz and end_at > $2::timestamptz and status = any($4::appointment_status[])
         group by start_at`,
        [doctor.id, slots[0], new Date(Date.parse(slots.at(-1)!) + 20 * 60_000).toISOString(), [...calendarStatuses]],
      );
      stored = Object.fromEntries(slots.map((slot) => [slot, 0]));
      for (const row of rows) stored[row.start_at.toISOString()] = (stored[row.start_at.toISOString()] ?? 0) + row.n;
    } finally {
      await client.end();
    }

    const why: string[] = [];
    for (const slot of slots) {
      if (winners.get(slot) !== 1) why.push(`${slot}: ${winners.get(slot) ?? 0} answers 201 (expected 1)`);
      if (stored[slot] !== 1) why.push(`${slot}: ${stored[slot]} live appointments stored (expected 1)`);
    }
    for (const slot of Object.keys(stored)) if (!slots.includes(slot)) why.push(`an appointment at ${slot} overlaps the hour`);
    const refused = options.requests - slots.length;
    if ((outcomes['409 slotAlreadyBooked'] ?? 0) !== refused)
      why.push(`${outcomes['409 slotAlreadyBooked'] ?? 0} answers 409 slotAlreadyBooked (expected ${refused})`);
    return {
      doctor: doctor.n,
      day: chosen.day,
      slots,
      requests: options.requests,
      outcomes,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: percentile(latencies, 100),
      wallMs,
      cpu,
      stored,
      passed: why.length === 0,
      why,
    };
  } finally {
    agent.destroy();
  }
}
