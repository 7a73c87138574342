import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { appointmentSocket, type AppointmentEvent } from '@tabib/contracts/appointments';
import type { App } from '../app';
import { openPostgres } from '../db/client';
import { at, book, bookableReason, newPatientBooking, sessionOf } from '../test/booking-helpers';
import { createTestApp } from '../test/test-app';
import { openTestDatabase, testBackends } from '../test/test-database';
import type { LoggedEvent } from './domain-event';
import { publishEvent } from './event-log';
import { pruneEvents } from './event-pruning';

const eventually = (check: () => boolean | Promise<boolean>, timeoutMs = 5000) =>
  expect.poll(check, { timeout: timeoutMs, interval: 20 }).toBe(true);

function heardBy(app: App) {
  const heard: LoggedEvent[] = [];
  app.events.subscribe((event) => heard.push(event));
  return heard;
}

describe('the event path in one process (PGlite)', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp('pglite');
  });
  afterAll(() => app.close());

  it('delivers what commits, in order, and never what rolls back', async () => {
    const heard = heardBy(app);
    await publishEvent(app.db, { kind: 'calendarChanged', doctorId: '00000000-0000-4000-8000-000000000001' });
    await app.db
      .transaction(async (tx) => {
        await publishEvent(tx, { kind: 'calendarChanged', doctorId: '00000000-0000-4000-8000-000000000002' });
        throw new Error('rolled back');
      })
      .catch(() => {});
    await publishEvent(app.db, { kind: 'calendarChanged', doctorId: '00000000-0000-4000-8000-000000000003' });
    await app.events.settle();
    expect(heard.map((event) => event.kind === 'calendarChanged' && event.doctorId.at(-1))).toEqual(['1', '3']);
    expect(heard[0]!.id).toBeLessThan(heard[1]!.id);
  });

  it('logs a booking with the answer it gave, once', async () => {
    const heard = heardBy(app);
    const doctor = await sessionOf(app, 'doctor@tabib.test');
    const answer = await book(app, doctor, newPatientBooking(bookableReason(doctor)._id, at(21, '10:00')));
    expect(answer.statusCode, answer.body).toBe(201);
    const booked = answer.json();
    await app.events.settle();
    const bookings = heard.filter((event) => event.kind === 'appointmentChanged');
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toMatchObject({ type: 'BOOKED', doctorId: doctor.profile._id, appointment: booked.appointment });
  });

  it('prunes what is older than the retention and handled by every durable consumer', async () => {
    await publishEvent(app.db, { kind: 'calendarChanged', doctorId: '00000000-0000-4000-8000-000000000004' });
    await app.eventConsumers.runAll();
    await app.db.execute(sql`insert into event_cursors (name, tx, id) values ('behind', 0, 0)`);
    const future = new Date(Date.now() + 60_000);
    expect(await pruneEvents(app.db, future)).toBe(0);
    await app.db.execute(sql`delete from event_cursors where name = 'behind'`);
    expect(await pruneEvents(app.db, future)).toBeGreaterThan(0);
    const counted = (await app.db.execute(sql`select count(*)::int as n from domain_events`)) as unknown as {
      rows: { n: number }[];
    };
    const [left] = counted.rows;
    expect(left!.n).toBe(0);
  });
});

describe.runIf(testBackends().includes('postgres'))('the event path across two server processes on one PostgreSQL', () => {
  let first: App;
  let second: App;
  let secondUrl = '';
  let databaseUrl = '';
  const sockets: Socket[] = [];
  beforeAll(async () => {
    const database = await openTestDatabase('postgres');
    databaseUrl = database.url!;
    first = await createTestApp('postgres', { database });
    second = await createTestApp('postgres', { database: openPostgres(databaseUrl) });
    secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await second.close();
    await first.close();
  });

  async function calendarSocketOnSecond(token: string) {
    const socket = connect(`${secondUrl}${appointmentSocket.namespace}`, {
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    const received: AppointmentEvent[] = [];
    socket.on(appointmentSocket.event, (event: AppointmentEvent) => received.push(event));
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    return received;
  }

  it('a booking answered by one process reaches a socket held by the other', async () => {
    const doctor = await sessionOf(first, 'doctor@tabib.test');
    const received = await calendarSocketOnSecond((await sessionOf(second, 'assistant@tabib.test')).token);
    const answer = await book(first, doctor, newPatientBooking(bookableReason(doctor)._id, at(21, '09:00')));
    expect(answer.statusCode, answer.body).toBe(201);
    const booked = answer.json();
    await eventually(() => received.some((event) => event.appointment._id === booked.appointment._id));
    expect(received.find((event) => event.appointment._id === booked.appointment._id)).toMatchObject({ type: 'BOOKED' });
  });

  it("an event committed while a process's LISTEN connection was cut reaches its sockets once it listens again", async () => {
    const doctor = await sessionOf(first, 'doctor@tabib.test');
    const received = await calendarSocketOnSecond((await sessionOf(second, 'assistant@tabib.test')).token);
    await second.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
    );
    await eventually(() => !second.services.weekCache.stats.online);
    const answer = await book(first, doctor, newPatientBooking(bookableReason(doctor)._id, at(21, '11:00')));
    expect(answer.statusCode, answer.body).toBe(201);
    const booked = answer.json();
    expect(received.some((event) => event.appointment._id === booked.appointment._id)).toBe(false);
    await eventually(() => received.some((event) => event.appointment._id === booked.appointment._id));
    expect(second.services.weekCache.stats.online).toBe(true);
  });

  it('delivers at once in commit order, while an older transaction is still running, and each event once', async () => {
    const heard = heardBy(second);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const changed = () => heard.flatMap((event) => (event.kind === 'calendarChanged' ? [event.doctorId.at(-1)] : []));
    try {
      await client.query('begin');
      await client.query(
        `with logged as (insert into domain_events (kind, payload) values ('calendarChanged', '{"doctorId":"00000000-0000-4000-8000-00000000000a"}') returning id)
         select pg_notify('tabib_events', id::text) from logged`,
      );
      // Written after, committed first: heard although the older transaction still runs.
      await publishEvent(first.db, { kind: 'calendarChanged', doctorId: '00000000-0000-4000-8000-00000000000b' });
      await eventually(() => changed().length === 1, 1000);
      expect(changed()).toEqual(['b']);
      await client.query('commit');
    } finally {
      await client.end();
    }
    await eventually(() => changed().length === 2);
    // The log read in order passes both later: neither comes twice.
    await second.events.settle();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(changed()).toEqual(['b', 'a']);
  });

  it('a durable consumer handles each event once across processes, and resumes from its cursor after a restart', async () => {
    const handled: number[] = [];
    const consumer = (name: string, into: number[]) => ({
      name,
      kinds: ['calendarChanged'] as const,
      handle: async (_tx: unknown, event: LoggedEvent) => {
        into.push(event.id);
      },
    });
    first.eventConsumers.register(consumer('test-once', handled));
    second.eventConsumers.register(consumer('test-once', handled));
    await Promise.all([first.eventConsumers.runAll(), second.eventConsumers.runAll()]);
    for (let i = 0; i < 5; i++) {
      await publishEvent(i % 2 ? first.db : second.db, {
        kind: 'calendarChanged',
        doctorId: '00000000-0000-4000-8000-0000000000c0',
      });
    }
    await eventually(() => handled.length >= 5);
    await Promise.all([first.eventConsumers.runAll(), second.eventConsumers.runAll()]);
    expect(handled).toHaveLength(5);
    expect(new Set(handled).size).toBe(5);

    // A consumer whose only process stops goes on, in the next process, from its cursor.
    const beforeStop: number[] = [];
    const afterRestart: number[] = [];
    const stopping = await createTestApp('postgres', { database: openPostgres(databaseUrl) });
    stopping.eventConsumers.register(consumer('test-resume', beforeStop));
    await stopping.eventConsumers.runAll();
    await publishEvent(first.db, { kind: 'calendarChanged', doctorId: '00000000-0000-4000-8000-0000000000c1' });
    await eventually(() => beforeStop.length === 1);
    await stopping.close();
    await publishEvent(first.db, { kind: 'calendarChanged', doctorId: '00000000-0000-4000-8000-0000000000c2' });
    await publishEvent(first.db, { kind: 'calendarChanged', doctorId: '00000000-0000-4000-8000-0000000000c3' });
    const restarted = await createTestApp('postgres', { database: openPostgres(databaseUrl) });
    try {
      restarted.eventConsumers.register(consumer('test-resume', afterRestart));
      await restarted.eventConsumers.runAll();
      expect(afterRestart).toHaveLength(2);
      expect(Math.min(...afterRestart)).toBeGreaterThan(beforeStop[0]!);
    } finally {
      await restarted.close();
    }
  });
});
