import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceUtcOffsetMinutes } from '@tabib/contracts/schedule';
import type { App } from '../../app';
import type { LoggedEvent } from '../../events/domain-event';
import { practiceClock } from '../../lib/practice-time';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { sessionOf, type Session } from '../../test/booking-helpers';

const emptyWeek = Array.from({ length: 7 }, (_, day) => ({ day, dailySchedule: [] }));
const week = (blocks: Record<number, { startAt: string; endAt: string; types: string[] }[]>) =>
  emptyWeek.map(({ day }) => ({ day, dailySchedule: blocks[day] ?? [] }));

describe.each(testBackends())('schedule routes on %s', (backend) => {
  let app: App;
  let doctor: Session;
  const heard: LoggedEvent[] = [];
  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'schedule.doctor@tabib.test');
    app.events.subscribe((event) => heard.push(event));
  });
  afterAll(() => app.close());

  const call = (session: Session, method: 'GET' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1/doctors/schedule${url}`, headers: session.headers, payload });
  const save = (session: Session, body: object) => call(session, 'PUT', '/web', body);
  const retrieve = async (session: Session, query = 'mode=day') =>
    (await call(session, 'GET', `/retrieve-schedule-on-mode?${query}`)).json();
  const codeOf = async (response: Promise<{ statusCode: number; json: () => { code: string } }>) => {
    const answer = await response;
    return [answer.statusCode, answer.json().code] as const;
  };

  it('matches the fixed UTC offset with the time zone database, winter and summer', () => {
    for (const day of ['2030-01-06', '2030-07-07']) {
      expect(practiceClock(day, '09:00').toISOString()).toBe(
        `${day}T${String(9 - practiceUtcOffsetMinutes / 60).padStart(2, '0')}:00:00.000Z`,
      );
    }
  });

  it('answers seven empty days and no days off for a doctor who never saved a schedule', async () => {
    expect(await retrieve(doctor)).toEqual({
      success: true,
      weeklySchedule: emptyWeek,
      daysOff: { daysNoWork: [], vacancy: null },
    });
  });

  it('saves merged blocks in UTC, per mode, and tells the practice', async () => {
    heard.length = 0;
    // Local 09:00-10:00 + 09:30-11:00 (visio) + 11:00-12:00 = one block 08:00-11:00 UTC.
    const response = await save(doctor, {
      mode: 'day',
      weeklySchedule: week({
        1: [
          { startAt: '08:00', endAt: '09:00', types: ['cabinet'] },
          { startAt: '08:30', endAt: '10:00', types: ['visio'] },
          { startAt: '10:00', endAt: '11:00', types: [] },
        ],
        // Local 22:00 to midnight: ends at 23:00 UTC.
        3: [{ startAt: '21:00', endAt: '23:00', types: ['cabinet'] }],
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, code: 'scheduleUpdatedSuccessfully' });
    const saved = await retrieve(doctor);
    expect(saved.weeklySchedule[1].dailySchedule).toEqual([
      { _id: expect.any(String), startAt: '08:00', endAt: '11:00', types: ['cabinet', 'visio'] },
    ]);
    expect(saved.weeklySchedule[3].dailySchedule).toMatchObject([{ startAt: '21:00', endAt: '23:00' }]);
    expect((await retrieve(doctor, 'mode=night')).weeklySchedule).toEqual(emptyWeek);
    await expect
      .poll(() => heard.find((event) => event.kind === 'scheduleChanged'))
      .toMatchObject({ doctorId: doctor.profile._id, clinicId: null });
  });

  it('keeps night blocks apart from day blocks, local midnight to 07:00 being 23:00 to 06:00 UTC', async () => {
    const night = week({ 2: [{ startAt: '23:00', endAt: '06:00', types: ['cabinet'] }] });
    expect((await save(doctor, { mode: 'night', weeklySchedule: night })).statusCode).toBe(200);
    expect((await retrieve(doctor, 'mode=night')).weeklySchedule[2].dailySchedule).toMatchObject([
      { startAt: '23:00', endAt: '06:00' },
    ]);
    expect((await retrieve(doctor)).weeklySchedule[1].dailySchedule).toHaveLength(1);
    const offworks = (await call(doctor, 'GET', '/retrieve-offworks-times')).json();
    expect(offworks.weeklySchedule.map((day: { dailySchedule: unknown[] }) => day.dailySchedule.length)).toEqual([
      0, 1, 1, 1, 0, 0, 0,
    ]);
  });

  it.each([
    ['outside the day window (local 06:00)', 'day', { startAt: '05:00', endAt: '07:00', types: ['cabinet'] }],
    ['outside the night window (local 07:00-08:00)', 'night', { startAt: '06:00', endAt: '07:00', types: ['cabinet'] }],
    ['ending before it starts', 'day', { startAt: '10:00', endAt: '09:00', types: ['cabinet'] }],
    ['empty', 'day', { startAt: '10:00', endAt: '10:00', types: ['cabinet'] }],
    ['off the 5-minute grid', 'day', { startAt: '10:02', endAt: '11:00', types: ['cabinet'] }],
    ['not HH:mm', 'day', { startAt: '9h', endAt: '11:00', types: ['cabinet'] }],
    ['of an unknown type', 'day', { startAt: '09:00', endAt: '11:00', types: ['home'] }],
  ])('refuses a block %s with scheduleInvalidBlock', async (_, mode, block) => {
    expect(await codeOf(save(doctor, { mode, weeklySchedule: week({ 0: [block] }) }))).toEqual([400, 'scheduleInvalidBlock']);
  });

  it('refuses a week left without any typed block, an empty week included', async () => {
    expect((await save(doctor, { mode: 'night', weeklySchedule: emptyWeek })).statusCode).toBe(200);
    const typeless = week({ 1: [{ startAt: '08:00', endAt: '09:00', types: [] }] });
    expect(await codeOf(save(doctor, { mode: 'day', weeklySchedule: typeless }))).toEqual([
      400,
      'scheduleUpdatedFailedEmptyTypesSelected',
    ]);
    expect(await codeOf(save(doctor, { mode: 'day', weeklySchedule: emptyWeek }))).toEqual([
      400,
      'scheduleUpdatedFailedEmptyTypesSelected',
    ]);
    expect((await retrieve(doctor)).weeklySchedule[1].dailySchedule).toHaveLength(1);
  });

  it('offers visio blocks only to doctors allowed teleconsultation', async () => {
    const clinic = await sessionOf(app, 'clinic@tabib.test');
    const noVisioDoctor = (await sessionOf(app, 'clinic.doctor2@tabib.test')).profile._id;
    const visio = week({ 0: [{ startAt: '08:00', endAt: '09:00', types: ['visio'] }] });
    expect(await codeOf(save(clinic, { mode: 'day', weeklySchedule: visio, cqDoctor: noVisioDoctor }))).toEqual([
      403,
      'scheduleTeleconsultationNotAllowed',
    ]);
  });

  it('lets DOC-ALL doctors, assistants as doctor and clinic users save; refuses DOC-DEA, ASS and clinic units', async () => {
    const block = week({ 4: [{ startAt: '08:00', endAt: '09:00', types: ['cabinet'] }] });
    for (const email of ['limited@tabib.test', 'assistant@tabib.test', 'clinic.unit@tabib.test']) {
      const session = await sessionOf(app, email);
      expect(await codeOf(save(session, { mode: 'day', weeklySchedule: block })), email).toEqual([
        403,
        'DoctorNotAuthorizedAction',
      ]);
      const daysOff = call(session, 'PUT', '/daysoff', { daysNoWork: [], vacancy: null });
      expect(await codeOf(daysOff), email).toEqual([403, 'DoctorNotAuthorizedAction']);
    }
    const employer = await sessionOf(app, 'doctor@tabib.test');
    const asDoctor = await sessionOf(app, 'asdoctor@tabib.test');
    // The demo doctors have booked appointments: confirm saves hours that leave them outside.
    expect((await save(asDoctor, { mode: 'day', weeklySchedule: block, confirm: true })).statusCode).toBe(200);
    expect((await retrieve(employer)).weeklySchedule[4].dailySchedule).toMatchObject([{ startAt: '08:00', endAt: '09:00' }]);
    // A read-only doctor still reads their own schedule.
    expect((await retrieve(await sessionOf(app, 'limited@tabib.test'))).success).toBe(true);
  });

  it("keeps a clinic to its own doctors, and a doctor's cqDoctor to themselves", async () => {
    const clinic = await sessionOf(app, 'clinic@tabib.test');
    const clinicDoctor = clinic.profile.clinicObject!.doctors[0]!._id;
    const block = week({ 5: [{ startAt: '08:00', endAt: '09:00', types: ['cabinet'] }] });
    const foreign = doctor.profile._id;
    expect(await codeOf(call(clinic, 'GET', `/retrieve-schedule-on-mode?mode=day&cqDoctor=${foreign}`))).toEqual([
      403,
      'DoctorNotAuthorizedAction',
    ]);
    expect(await codeOf(save(clinic, { mode: 'day', weeklySchedule: block, cqDoctor: foreign }))).toEqual([
      403,
      'DoctorNotAuthorizedAction',
    ]);
    const daysOff = { daysNoWork: ['2031-01-01'], vacancy: null, selectedClinicDoctor: foreign };
    expect(await codeOf(call(clinic, 'PUT', '/daysoff', daysOff))).toEqual([403, 'DoctorNotAuthorizedAction']);
    expect(await codeOf(call(clinic, 'GET', `/retrieve-offworks-times?clinicDoctor=${foreign}`))).toEqual([
      403,
      'DoctorNotAuthorizedAction',
    ]);

    expect((await save(clinic, { mode: 'day', weeklySchedule: block, cqDoctor: clinicDoctor, confirm: true })).statusCode).toBe(
      200,
    );
    expect((await retrieve(clinic, `mode=day&cqDoctor=${clinicDoctor}`)).weeklySchedule[5].dailySchedule).toHaveLength(1);

    // Another doctor naming this one saves their own week, not this one's.
    const other = await sessionOf(app, 'doctor@tabib.test');
    const before = await retrieve(doctor);
    expect(
      (await save(other, { mode: 'day', weeklySchedule: block, cqDoctor: doctor.profile._id, confirm: true })).statusCode,
    ).toBe(200);
    expect(await retrieve(doctor)).toEqual(before);
  });

  it('replaces the days off and the vacancy, and the calendar reads them', async () => {
    const body = { daysNoWork: ['2031-03-04', '2031-03-02', '2031-03-04'], vacancy: { from: '2031-04-01', to: '2031-04-10' } };
    const response = await call(doctor, 'PUT', '/daysoff', body);
    expect(response.statusCode).toBe(200);
    const expected = { daysNoWork: ['2031-03-02', '2031-03-04'], vacancy: { from: '2031-04-01', to: '2031-04-10' } };
    expect(response.json()).toEqual({ success: true, doctorScheduleDaysoff: expected });
    expect((await retrieve(doctor)).daysOff).toEqual(expected);
    const offworks = (await call(doctor, 'GET', '/retrieve-offworks-times')).json();
    expect(offworks).toMatchObject({ daysNoWork: expected.daysNoWork, vacancies: [expected.vacancy] });

    expect((await call(doctor, 'PUT', '/daysoff', { daysNoWork: [], vacancy: null })).statusCode).toBe(200);
    expect((await retrieve(doctor)).daysOff).toEqual({ daysNoWork: [], vacancy: null });
  });

  it.each([
    { daysNoWork: ['2031-02-30'], vacancy: null },
    { daysNoWork: ['04/03/2031'], vacancy: null },
    { daysNoWork: [], vacancy: { from: '2031-04-10', to: '2031-04-01' } },
    { daysNoWork: 'soon', vacancy: null },
  ])('refuses days off %j with daysOffInvalid', async (body) => {
    expect(await codeOf(call(doctor, 'PUT', '/daysoff', body))).toEqual([400, 'daysOffInvalid']);
  });
});
