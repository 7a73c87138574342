/**
 * The baseline: a bare Fastify + pg server that runs the app's own SQL and sends the rows as they
 * come. No authentication, no ORM mapping, no presenter, no response schema, no logging, no
 * security headers, no cache, no events heard. Same pool size as the app (10).
 * - GET /week: the week endpoint's query (week-query.ts).
 * - GET /slots: the public page's free-slots query (slots-query.ts), for the app's range of `weeks`.
 * - POST /book: a booking of a known patient as the app's repository sends it: its load query
 *   (booking-statements.ts), then the repository's own `book` (one call of `book_appointment`),
 *   its event of a kind and on a channel nobody handles (bareBookingEvents).
 * Started by bench/run.ts in its own process: BENCH_BARE_DATABASE_URL, PORT.
 */
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { maxAppointmentsPerPatientPerDay } from '@tabib/contracts/appointments';
import type { CreateAppointmentRequest } from '@tabib/contracts/appointments';
import type * as DbClient from '../apps/server/src/db/client';
import type { DomainEvent } from '../apps/server/src/events/domain-event';
import type * as EventLog from '../apps/server/src/events/event-log';
import type * as PracticeTime from '../apps/server/src/lib/practice-time';
import type * as BookingRepository from '../apps/server/src/modules/appointments/appointments-booking.repository';
import type * as ScheduleRules from '../apps/server/src/modules/appointments/schedule-rules';
import type * as FreeSlots from '../apps/server/src/modules/public-booking/free-slots';
import { bareBookingEvents, bookingLoadQuery } from './booking-statements';
import { slotsQuery } from './slots-query';
import { loadServerModule } from './statement-template';
import { weekQuery } from './week-query';

const [week, slots, bookingLoad] = await Promise.all([weekQuery(), slotsQuery(), bookingLoadQuery()]);
const { schema } = await loadServerModule<typeof DbClient>('db/client.ts');
const { practiceDay, practiceDayBounds } = await loadServerModule<typeof PracticeTime>('lib/practice-time.ts');
const { addDays } = await loadServerModule<typeof FreeSlots>('modules/public-booking/free-slots.ts');
const { practiceWeekdayOf } = await loadServerModule<typeof ScheduleRules>('modules/appointments/schedule-rules.ts');
const { createAppointmentsBookingRepository } = await loadServerModule<typeof BookingRepository>(
  'modules/appointments/appointments-booking.repository.ts',
);

const { eventsChannel } = await loadServerModule<typeof EventLog>('events/event-log.ts');

const pool = new pg.Pool({ connectionString: process.env.BENCH_BARE_DATABASE_URL, max: 10 });
// The same pool for the booking repository, its NOTIFY channel (a parameter) swapped for one no app hears.
const bookingPool = Object.assign(Object.create(pool) as pg.Pool, {
  query: (statement: pg.QueryConfig) =>
    pool.query({
      ...statement,
      values: statement.values?.map((value) => (value === eventsChannel ? bareBookingEvents.channel : value)),
    }),
});
// Drizzle only carries the pool to the repository: `book` sends its statement through pg itself.
const booking = createAppointmentsBookingRepository(drizzle({ client: bookingPool, schema }) as unknown as DbClient.Database);
const app = Fastify({ logger: false });

app.get('/healthz', async () => {
  await pool.query('select 1');
  return { status: 'ok' };
});

app.get<{ Querystring: { doctorId: string; fromTime: string; toTime: string } }>('/week', async (request) => {
  const { doctorId, fromTime, toTime } = request.query;
  // Array rows, as Drizzle asks node-postgres for them (joined tables repeat column names).
  const result = await pool.query({
    text: week.text,
    values: week.params(doctorId, new Date(fromTime), new Date(toTime)),
    rowMode: 'array',
  });
  return { success: true, appointments: result.rows };
});

// Prepared, as the app's repositories prepare these two.
app.get<{ Querystring: { slug: string; reason: string; weeks: string } }>('/slots', async (request) => {
  const fromDay = practiceDay(new Date());
  const toDay = addDays(fromDay, Number(request.query.weeks) * 7 - 1);
  const result = await pool.query({
    name: 'bare_public_slots',
    text: slots.text,
    values: slots.params({
      slug: request.query.slug,
      reasonId: request.query.reason,
      from: practiceDayBounds(fromDay).start,
      to: practiceDayBounds(toDay).end,
      fromDay,
      toDay,
    }),
    rowMode: 'array',
  });
  return { success: true, rows: result.rows };
});

app.post<{ Querystring: { doctorId: string }; Body: CreateAppointmentRequest }>('/book', async (request, reply) => {
  const { doctorId } = request.query;
  const body = request.body;
  const startAt = new Date(body.startAt);
  const { day, weekday } = practiceWeekdayOf(startAt);
  const loaded = await pool.query({
    name: 'bare_booking_load',
    text: bookingLoad.text,
    values: bookingLoad.params({
      doctorId,
      reasonId: body.consultationReason,
      patientId: body.patient ?? null,
      clientUiId: body.appointment_ui_id,
      day,
      weekday,
    }),
    rowMode: 'array',
  });
  const versionColumn = loaded.fields.findIndex((field) => field.name === 'schedule_version');
  if (versionColumn < 0) throw new Error('the booking load no longer reads schedule_version');
  const id = randomUUID();
  const endAt = new Date(startAt.getTime() + body.duration * 60_000);
  const dayBounds = practiceDayBounds(day);
  // A short event: the bare server presents nothing.
  const event = {
    kind: bareBookingEvents.kind,
    type: 'BOOKED',
    doctorId,
    clinicId: null,
    appointment: { _id: id, doctorId, start: startAt.toISOString(), end: endAt.toISOString(), status: 'BOOKED' },
    actorUserId: doctorId,
    touched: [{ from: +startAt, to: +endAt }],
  } as unknown as DomainEvent;
  const outcome = await booking.book({
    id,
    doctorId,
    patientId: body.patient!,
    consultationReasonId: body.consultationReason,
    startAt,
    endAt,
    duration: body.duration,
    type: body.type ?? 'cabinet',
    clientUiId: body.appointment_ui_id,
    createdByUserId: doctorId,
    createdAt: new Date(),
    dayStart: dayBounds.start,
    dayEnd: dayBounds.end,
    maxPerPatientDay: maxAppointmentsPerPatientPerDay,
    source: 'doctor',
    changes: { status: { from: null, to: 'BOOKED' }, start: { from: null, to: startAt.toISOString() } },
    event,
    scheduleVersion: Number(loaded.rows[0]?.[versionColumn] ?? 0),
  });
  if (!outcome.id) return reply.code(409).send({ success: false, code: 'notBooked', outcome });
  return reply.code(201).send({ success: true, id: outcome.id });
});

const shutdown = () => {
  app.close().then(
    () => pool.end().then(() => process.exit(0)),
    () => process.exit(1),
  );
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);

await app.listen({ port: Number(process.env.PORT ?? 3999), host: '127.0.0.1' });
