import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { appointmentSocket } from '@tabib/contracts/appointments';
import type { SeededDoctor } from './seed';
import { signIn } from './sign-in';

export interface Session {
  index: number;
  practice: number;
  role: 'doctor' | 'assistant';
  token: string;
  socket: Socket;
}

export interface Practice {
  doctor: SeededDoctor;
  sessions: [Session, Session];
  /** BOOKED appointments from this week on, not yet marked arrived: the status changes take them in order. */
  toArrive: string[];
  /** Marked arrived, to be marked done. */
  toFinish: string[];
  bookings: number;
}

/**
 * Per practice (the first `count` seeded doctors): an assistant with the doctor's rights
 * (AS-DOCTOR, allowAll: may book and search), both signed in through the API, each with a
 * socket on the calendar's namespace as the web opens it.
 */
export async function preparePractices(options: {
  databaseUrl: string;
  baseUrl: string;
  doctors: SeededDoctor[];
  count: number;
  weekStart: Date;
  /** Where the doctor's and the assistant's sockets connect (default: both at baseUrl), e.g. two server processes. */
  socketBaseUrls?: [string, string];
}): Promise<Practice[]> {
  const doctors = options.doctors.slice(0, options.count);
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  let booked: { id: string; ids: string[] }[];
  try {
    await client.query(
      `insert into users (email, password_hash, kind, position, first_name, last_name, allow_all, accept_terms,
                          first_login_psw_reset, work_status, employer_doctor_id)
       select format('bench.assistant.%s@tabib.test', d.n), u.password_hash, 'assistant', 'AS-DOCTOR', 'Assistant' || d.n,
              'Bench', true, true, true, 'work', u.id
       from unnest($1::uuid[], $2::int[]) as d(id, n) join users u on u.id = d.id
       on conflict do nothing`,
      [doctors.map((d) => d.id), doctors.map((d) => d.n)],
    );
    ({ rows: booked } = await client.query<{ id: string; ids: string[] }>(
      `select d.id, array(select a.id from appointments a
                          where a.doctor_id = d.id and a.status = 'BOOKED' and not a.patient_arrived and a.start_at >= $2
                          order by a.start_at limit 400) as ids
       from unnest($1::uuid[]) as d(id)`,
      [doctors.map((d) => d.id), options.weekStart],
    ));
  } finally {
    await client.end();
  }
  const bookedOf = new Map(booked.map((row) => [row.id, row.ids]));
  const accounts = doctors.flatMap((d) => [
    { email: d.email, assistant: false },
    { email: `bench.assistant.${d.n}@tabib.test`, assistant: true },
  ]);
  const tokens = await signIn(options.baseUrl, accounts);
  const socketBaseUrls = options.socketBaseUrls ?? [options.baseUrl, options.baseUrl];
  const sockets = await Promise.all(tokens.map((token, i) => openSocket(socketBaseUrls[i % 2]!, token)));
  return doctors.map((doctor, p) => {
    const session = (offset: 0 | 1): Session => ({
      index: 2 * p + offset,
      practice: p,
      role: offset === 0 ? 'doctor' : 'assistant',
      token: tokens[2 * p + offset]!,
      socket: sockets[2 * p + offset]!,
    });
    return {
      doctor,
      sessions: [session(0), session(1)],
      toArrive: [...(bookedOf.get(doctor.id) ?? [])],
      toFinish: [],
      bookings: 0,
    };
  });
}

/** The web's socket (lib/socket.ts): the token in the handshake, then room.join; websocket only here (the browser starts with polling). */
export function openSocket(baseUrl: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(`${baseUrl}${appointmentSocket.namespace}`, {
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    const timer = setTimeout(() => reject(new Error('socket did not connect within 20 s')), 20_000);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.emit(appointmentSocket.join);
      resolve(socket);
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

export function closeSockets(practices: Practice[]) {
  for (const practice of practices) for (const session of practice.sessions) session.socket.disconnect();
}
