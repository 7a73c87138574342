import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { at, book, bookableReason, newPatientBooking, sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { practiceWeekdayOf } from '../appointments/schedule-rules';

const weekWith = (weekday: number, block: { startAt: string; endAt: string; types: string[] }) =>
  Array.from({ length: 7 }, (_, day) => ({ day, dailySchedule: day === weekday ? [block] : [] }));

// Hours that leave booked appointments outside are saved only once the user has seen how many (spec 3 section 2).
describe.each(testBackends())('saving hours that leave booked appointments outside, on %s', (backend) => {
  let app: App;
  let doctor: Session;
  let otherDoctor: Session;
  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'schedule.doctor@tabib.test');
    otherDoctor = await sessionOf(app, 'doctor@tabib.test');
  });
  afterAll(() => app.close());

  const save = (body: object) =>
    app.inject({ method: 'PUT', url: '/api/v1/doctors/schedule/web', headers: doctor.headers, payload: body });
  const savedBlocks = async () =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/v1/doctors/schedule/retrieve-schedule-on-mode?mode=day',
        headers: doctor.headers,
      })
    )
      .json()
      .weeklySchedule.flatMap((day: { dailySchedule: unknown[] }) => day.dailySchedule);

  it("answers 409 with the count of the practice's own future booked appointments, and saves only with confirm", async () => {
    const morning = at(1, '10:00');
    const afternoon = at(1, '15:00');
    for (const startAt of [morning, afternoon]) {
      expect((await book(app, doctor, newPatientBooking(bookableReason(doctor)._id, startAt))).statusCode).toBe(201);
    }
    // Another doctor's appointment at the same hour is not this practice's.
    expect((await book(app, otherDoctor, newPatientBooking(bookableReason(otherDoctor)._id, afternoon))).statusCode).toBe(201);

    // Local 09:00-12:00 on that weekday (UTC 08:00-11:00): the 15:00 appointment falls outside.
    const { weekday } = practiceWeekdayOf(new Date(morning));
    const body = { mode: 'day', weeklySchedule: weekWith(weekday, { startAt: '08:00', endAt: '11:00', types: ['cabinet'] }) };
    const refused = await save(body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, code: 'scheduleLeavesBookedAppointments', count: 1 });
    expect(await savedBlocks()).toEqual([]);

    const confirmed = await save({ ...body, confirm: true });
    expect(confirmed.json()).toEqual({ success: true, code: 'scheduleUpdatedSuccessfully' });
    expect(await savedBlocks()).toHaveLength(1);

    // Hours that keep every booked appointment inside need no confirmation.
    const wide = { mode: 'day', weeklySchedule: weekWith(weekday, { startAt: '07:00', endAt: '16:00', types: ['cabinet'] }) };
    expect((await save(wide)).statusCode).toBe(200);
  });

  it('declares the refusal and its count in the API document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const conflict = document.paths['/api/v1/doctors/schedule/web'].put.responses['409'];
    expect(JSON.stringify(conflict)).toContain('scheduleLeavesBookedAppointments');
    expect(JSON.stringify(conflict)).toContain('count');
  });
});
