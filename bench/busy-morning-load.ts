import http from 'node:http';
import { readFileSync } from 'node:fs';
import dayjs from 'dayjs';
import { apiBasePath } from '@tabib/contracts/auth';
import { appointmentPaths, appointmentSocket, type CreateAppointmentRequest } from '@tabib/contracts/appointments';
import { patientPaths } from '@tabib/contracts/patients';
import { practiceClock, practiceDay } from '../apps/server/src/lib/practice-time';
import type { Practice, Session } from './busy-morning-setup';
import { startCpuMeter, type CpuShare } from './cpu';
import { browserAcceptEncoding, fullWeekPath } from './scenarios';
import { bookingSlotsPerDay } from './seed';

export const operations = ['week', 'booking', 'status', 'lookup'] as const;
export type Operation = (typeof operations)[number];

export interface LevelResult {
  clients: number;
  seconds: number;
  /** Per operation: latencies (ms) of the 2xx answers, and refusals by status and code. */
  ops: Record<Operation, { latencies: number[]; errors: Record<string, number> }>;
  /** From a write's answer to its event on the practice's other socket (ms; negative: the event came first). */
  eventDelays: number[];
  /** From the write's sending to that event (ms). */
  eventAfterSend: number[];
  /** Writes answered 2xx whose event the other session never received. */
  missingEvents: number;
  cpu?: CpuShare;
  serverRssMaxMb?: number;
}

/** The header search as people type it: name prefixes of the seeded patients, and phone starts. */
const lookupQueries = ['bel', 'Ham', 'sli', 'yas', 'kac', 'Moh', 'Touati', 'amel z', 'ben', 'dje', '0500', '05000'];

export interface BusyMorning {
  run(clients: number, seconds: number, measure?: { serverPid?: number; postmasterPid?: number }): Promise<LevelResult>;
  /** The practice's next booking, from the counter the load books from too (a probe beside it takes no slot twice). */
  nextBooking(practice: Practice): CreateAppointmentRequest;
}

/**
 * Closed loop: each client sends its next operation when the last one is answered, as a
 * session of a practice picked at random (70% week reads, 10% bookings, 10% status changes,
 * 10% patient lookups). The answers to writes are matched to the socket event the other
 * session of the practice receives.
 */
export function busyMorning(options: {
  baseUrl: string;
  practices: Practice[];
  week: { from: Date; to: Date };
  firstDayOffset: number;
}): BusyMorning {
  const base = new URL(options.baseUrl);
  const today = dayjs(practiceDay(new Date()));
  const weekPath = fullWeekPath({ from: options.week.from, to: options.week.to } as Parameters<typeof fullWeekPath>[0]);
  let runId = 0;

  // Event matching: an answer waits for the other session's event, or finds it already there.
  const arrivals = new Map<string, Map<number, number>>();
  const awaiting = new Map<string, { other: number; sentAt: number; answeredAt: number }>();
  let delays: number[] = [];
  let afterSend: number[] = [];
  for (const practice of options.practices) {
    for (const session of practice.sessions) {
      session.socket.on(appointmentSocket.event, (payload: { type: string; appointment: { _id: string } }) => {
        const at = performance.now();
        const key = `${payload.appointment._id}:${payload.type}`;
        const waiting = awaiting.get(key);
        if (waiting?.other === session.index) {
          delays.push(at - waiting.answeredAt);
          afterSend.push(at - waiting.sentAt);
          awaiting.delete(key);
          return;
        }
        const seen = arrivals.get(key) ?? new Map<number, number>();
        seen.set(session.index, at);
        arrivals.set(key, seen);
      });
    }
  }
  const answered = (key: string, other: Session, sentAt: number, answeredAt: number) => {
    const arrived = arrivals.get(key)?.get(other.index);
    arrivals.delete(key);
    if (arrived === undefined) awaiting.set(key, { other: other.index, sentAt, answeredAt });
    else {
      delays.push(arrived - answeredAt);
      afterSend.push(arrived - sentAt);
    }
  };

  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const send = (session: Session, method: string, path: string, body?: unknown, extra: Record<string, string> = {}) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          method,
          path,
          headers: {
            authorization: `Bearer ${session.token}`,
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
            ...extra,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });

  const bookingOf = (practice: Practice): CreateAppointmentRequest => {
    const k = practice.bookings++;
    const slot = k % bookingSlotsPerDay;
    const day = today.add(options.firstDayOffset + Math.floor(k / bookingSlotsPerDay), 'day').format('YYYY-MM-DD');
    const startAt = new Date(practiceClock(day, '17:00').getTime() + slot * 20 * 60_000);
    return {
      consultationReason: practice.doctor.bookableReasonId,
      startAt: startAt.toISOString(),
      isNewPatient: false,
      patient: practice.doctor.bookingPatientIds[slot]!,
      duration: 20,
      type: 'cabinet',
      appointment_ui_id: `busy-${runId}-${practice.doctor.n}-${k}`,
    };
  };

  /** One operation; resolves to its kind, the HTTP answer, and the write's event key (if any). */
  const pick = (): Operation => {
    const roll = Math.random();
    return roll < 0.7 ? 'week' : roll < 0.8 ? 'booking' : roll < 0.9 ? 'status' : 'lookup';
  };

  async function operate(
    op: Operation,
    practice: Practice,
    session: Session,
  ): Promise<{ op: Operation; status: number; text: string; eventKey?: string }> {
    if (op === 'week') {
      const { status, text } = await send(session, 'GET', weekPath, undefined, { 'accept-encoding': browserAcceptEncoding });
      return { op: 'week', status, text };
    }
    if (op === 'booking') {
      const payload = bookingOf(practice);
      const answer = await send(session, 'POST', `${apiBasePath}${appointmentPaths.create}`, payload, {
        'idempotency-key': payload.appointment_ui_id!,
      });
      const id = answer.status === 201 ? (JSON.parse(answer.text) as { appointment: { _id: string } }).appointment._id : '';
      return { op: 'booking', ...answer, eventKey: `${id}:BOOKED` };
    }
    if (op === 'status') {
      // Arrived, then done: an appointment of this morning's list goes through both.
      const finish = practice.toFinish.length > 0 && (Math.random() < 0.5 || practice.toArrive.length === 0);
      const id = finish ? practice.toFinish.shift() : practice.toArrive.shift();
      if (!id) throw new Error(`practice ${practice.doctor.n} has no booked appointment left to change`);
      const answer = finish
        ? await send(session, 'PUT', `${apiBasePath}${appointmentPaths.status(id)}`, { status: 'DONE' })
        : await send(session, 'PUT', `${apiBasePath}${appointmentPaths.patientArrived(id)}`);
      if (!finish && answer.status === 200) practice.toFinish.push(id);
      return { op: 'status', ...answer, eventKey: `${id}:${finish ? 'DONE' : 'PATIENT_ARRIVED'}` };
    }
    const query = lookupQueries[Math.floor(Math.random() * lookupQueries.length)]!;
    const answer = await send(session, 'GET', `${apiBasePath}${patientPaths.lookup}?query=${encodeURIComponent(query)}`);
    return { op: 'lookup', ...answer };
  }

  return {
    nextBooking: bookingOf,
    async run(clients, seconds, measure = {}) {
      runId++;
      delays = [];
      afterSend = [];
      awaiting.clear();
      arrivals.clear();
      const ops = Object.fromEntries(
        operations.map((op) => [op, { latencies: [] as number[], errors: {} as Record<string, number> }]),
      ) as LevelResult['ops'];
      const cpuMeter = startCpuMeter(measure.serverPid, measure.postmasterPid);
      let rssMax = 0;
      const rss = () => {
        if (!measure.serverPid) return;
        const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${measure.serverPid}/status`, 'utf8'));
        if (match) rssMax = Math.max(rssMax, Number(match[1]) / 1024);
      };
      const rssTimer = setInterval(rss, 250);
      const started = performance.now();
      const deadline = started + seconds * 1000;
      const client = async () => {
        while (performance.now() < deadline) {
          const practice = options.practices[Math.floor(Math.random() * options.practices.length)]!;
          const which = Math.random() < 0.5 ? 0 : 1;
          const session = practice.sessions[which];
          const op = pick();
          const sent = performance.now();
          let outcome: Awaited<ReturnType<typeof operate>> | undefined;
          let failure = '';
          try {
            outcome = await operate(op, practice, session);
          } catch (error) {
            failure = `failed: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`;
          }
          const answeredAt = performance.now();
          if (!outcome) {
            ops[op].errors[failure] = (ops[op].errors[failure] ?? 0) + 1;
            continue;
          }
          const record = ops[outcome.op];
          if (outcome.status >= 200 && outcome.status < 300) {
            record.latencies.push(answeredAt - sent);
            if (outcome.eventKey) answered(outcome.eventKey, practice.sessions[1 - which]!, sent, answeredAt);
          } else {
            let code = '';
            try {
              code = (JSON.parse(outcome.text) as { code?: string }).code ?? '';
            } catch {
              code = 'unparsable';
            }
            const key = `${outcome.status} ${code}`.trim();
            record.errors[key] = (record.errors[key] ?? 0) + 1;
          }
        }
      };
      await Promise.all(Array.from({ length: clients }, client));
      const elapsed = (performance.now() - started) / 1000;
      const cpu = cpuMeter();
      clearInterval(rssTimer);
      rss();
      // Events still on their way when the load stopped.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      return {
        clients,
        seconds: elapsed,
        ops,
        eventDelays: delays,
        eventAfterSend: afterSend,
        missingEvents: awaiting.size,
        cpu,
        serverRssMaxMb: measure.serverPid ? rssMax : undefined,
      };
    },
  };
}
