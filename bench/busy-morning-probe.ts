import http from 'node:http';
import pg from 'pg';
import { apiBasePath } from '@tabib/contracts/auth';
import { appointmentPaths, appointmentSocket } from '@tabib/contracts/appointments';
import type { BusyMorning } from './busy-morning-load';
import type { Practice } from './busy-morning-setup';
import { send } from './public-booking-requests';

export interface ProbeResult {
  /** Probe bookings sent (one every `intervalMs`, whatever the answers). */
  sent: number;
  /** Answers by status (and code when refused). */
  outcomes: Record<string, number>;
  /** The probe bookings' own latency (201 answers), ms. */
  bookingLatencies: number[];
  /**
   * From the 201's arrival here to the BOOKED event on the listening socket (ms): a lower bound of
   * commit → socket, as the commit comes before the answer leaves the server.
   */
  fromAnswer: number[];
  /**
   * From the booking's commit (PostgreSQL's commit timestamp of the appointment's row) to that
   * event, on the machine's wall clock (ms, to the millisecond); undefined when the database does
   * not track commit timestamps (`track_commit_timestamp`: the throwaway cluster does).
   */
  fromCommit: number[] | undefined;
  /** From the booking's sending to that event (ms): a looser upper bound. */
  fromSending: number[];
  /** Bookings answered 201 whose event the listening socket had not heard 5 s after the last sending. */
  missing: number;
}

/**
 * Beside the load, a booking every `intervalMs` (open loop) sent straight to the process at
 * `writerUrl` with the practice's doctor's token (the practices in turn), each awaited as the
 * BOOKED event on the practice's assistant's socket: the caller connects those sockets to another
 * process. The slots come from the load's own counter (`nextBooking`).
 */
export async function runProbe(options: {
  databaseUrl: string;
  writerUrl: string;
  practices: Practice[];
  load: BusyMorning;
  intervalMs: number;
  seconds: number;
}): Promise<ProbeResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  /** Events heard: when, on this process's clock and on the machine's wall clock (PostgreSQL's commit timestamps are on it). */
  type Heard = { at: number; wallAt: number };
  const heard = new Map<string, Heard>();
  const waiting = new Map<string, { sentAt: number; answeredAt: number }>();
  const fromAnswer: number[] = [];
  const fromSending: number[] = [];
  const heardWall = new Map<string, number>();
  const match = (id: string, event: Heard, sent: { sentAt: number; answeredAt: number }) => {
    fromAnswer.push(event.at - sent.answeredAt);
    fromSending.push(event.at - sent.sentAt);
    heardWall.set(id, event.wallAt);
  };
  const listener = (payload: { type: string; appointment: { _id: string } }) => {
    if (payload.type !== 'BOOKED') return;
    const event = { at: performance.now(), wallAt: Date.now() };
    const sent = waiting.get(payload.appointment._id);
    if (!sent) heard.set(payload.appointment._id, event);
    else {
      waiting.delete(payload.appointment._id);
      match(payload.appointment._id, event, sent);
    }
  };
  const listening = options.practices.map((practice) => practice.sessions[1].socket);
  for (const socket of listening) socket.on(appointmentSocket.event, listener);

  const book = (practice: Practice) => {
    const booking = options.load.nextBooking(practice);
    return send(options.writerUrl, agent, 'POST', `${apiBasePath}${appointmentPaths.create}`, {
      body: booking,
      headers: { authorization: `Bearer ${practice.sessions[0].token}`, 'idempotency-key': booking.appointment_ui_id! },
    });
  };

  const outcomes: Record<string, number> = {};
  const count = (key: string) => (outcomes[key] = (outcomes[key] ?? 0) + 1);
  const bookingLatencies: number[] = [];
  const sent = Math.floor((options.seconds * 1000) / options.intervalMs);
  const started = performance.now();
  await Promise.all(
    Array.from(
      { length: sent },
      (_, i) =>
        new Promise<void>((resolve) => {
          setTimeout(
            () => {
              book(options.practices[i % options.practices.length]!)
                .then((answer) => {
                  if (answer.status !== 201) {
                    let code = '';
                    try {
                      code = (JSON.parse(answer.text) as { code?: string }).code ?? '';
                    } catch {
                      code = 'unparsable';
                    }
                    count(`${answer.status} ${code}`.trim());
                    return;
                  }
                  count('201');
                  bookingLatencies.push(answer.answeredAt - answer.sentAt);
                  const id = (JSON.parse(answer.text) as { appointment: { _id: string } }).appointment._id;
                  const event = heard.get(id);
                  if (event === undefined) waiting.set(id, answer);
                  else match(id, event, answer);
                })
                .catch((error: NodeJS.ErrnoException) => count(`failed: ${error.code ?? error.message}`))
                .finally(resolve);
            },
            Math.max(0, started + i * options.intervalMs - performance.now()),
          );
        }),
    ),
  );
  for (let waited = 0; waiting.size > 0 && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  for (const socket of listening) socket.off(appointmentSocket.event, listener);
  agent.destroy();
  return {
    sent,
    outcomes,
    bookingLatencies,
    fromAnswer,
    fromCommit: await sinceCommits(options.databaseUrl, heardWall),
    fromSending,
    missing: waiting.size,
  };
}

/** Per event heard (appointment id → wall-clock ms), the ms since its appointment's row was committed. */
async function sinceCommits(databaseUrl: string, heardWall: Map<string, number>): Promise<number[] | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: setting } = await client.query<{ on: boolean }>(
      "select current_setting('track_commit_timestamp') = 'on' as on",
    );
    if (!setting[0]!.on) return undefined;
    // The booking statement inserts the row and commits on its own; nothing of the load updates a probe's row.
    const { rows } = await client.query<{ id: string; ms: number }>(
      'select id, extract(epoch from pg_xact_commit_timestamp(xmin))::float8 * 1000 as ms from appointments where id = any($1::uuid[])',
      [[...heardWall.keys()]],
    );
    return rows.map((row) => heardWall.get(row.id)! - row.ms);
  } finally {
    await client.end();
  }
}
