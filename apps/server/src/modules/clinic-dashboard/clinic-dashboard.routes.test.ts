import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClinicDashboard, DashboardPeriod } from '@tabib/contracts/clinic-dashboard';
import type { App } from '../../app';
import { practiceDay } from '../../lib/practice-time';
import { at, sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { dashboardTestData } from './dashboard-test-data';

const dayOf = (days: number) => practiceDay(at(days, '12:00'));
const monthOf = (days: number) => `${dayOf(days).slice(0, 7)}-01`;

describe.each(testBackends())('clinic dashboard on %s', (backend) => {
  let app: App;
  let admin: Session;
  let otherAdmin: Session;
  const refused: Record<string, Session> = {};
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    app = await createTestApp(backend);
    const data = dashboardTestData(app.db);
    const amel = await data.clinic('Clinique Dashboard A');
    const other = await data.clinic('Clinique Dashboard B');
    const accounts = {
      admin: await data.account({
        name: 'admin',
        kind: 'clinic_user',
        clinicRole: 'admin',
        clinicId: amel.id,
        firstName: 'A',
        lastName: 'Admin',
      }),
      member: await data.account({
        name: 'member',
        kind: 'clinic_user',
        clinicRole: 'member',
        clinicId: amel.id,
        firstName: 'M',
        lastName: 'Member',
      }),
      unit: await data.account({ name: 'unit', kind: 'clinic_unit', clinicId: amel.id, firstName: 'U', lastName: 'Unit' }),
      otherAdmin: await data.account({
        name: 'other.admin',
        kind: 'clinic_user',
        clinicRole: 'admin',
        clinicId: other.id,
        firstName: 'B',
        lastName: 'Admin',
      }),
    };
    // Named so that the table's order (last name) is Aouadi, Brahimi, Chaouch.
    const a1 = await data.doctor('a1', 'Aouadi', amel.id);
    const a2 = await data.doctor('a2', 'Brahimi', amel.id);
    const a3 = await data.doctor('a3', 'Chaouch', amel.id, new Date(at(-5, '12:00')));
    const b1 = await data.doctor('b1', 'Aaron', other.id);
    const solo = await data.doctor('solo', 'Solo', null);
    Object.assign(ids, { a1: a1.id, a2: a2.id, a3: a3.id, b1: b1.id });

    const practice = async (doctorId: string, patientOpened = 0) => ({
      doctorId,
      reasonId: await data.reason(doctorId),
      patientId: await data.patient(doctorId, patientOpened),
    });
    const [p1, p2, p3, pb, ps] = await Promise.all([
      practice(a1.id),
      practice(a2.id),
      practice(a3.id, -10),
      practice(b1.id),
      practice(solo.id),
    ]);

    // Patient records: a1's opened today (above), 3, 100 and 500 days ago (a deleted one never counts); a2's today and yesterday.
    await data.patient(a1.id, -3);
    await data.patient(a1.id, -100);
    await data.patient(a1.id, -500);
    await data.patient(a1.id, 0, true);
    await data.patient(a2.id, -1);
    await data.appointment(p1!, 0, '09:00', 'DONE');
    await data.appointment(p1!, 0, '10:00', 'BOOKED', { type: 'visio', source: 'patient' });
    await data.appointment(p1!, -3, '09:00', 'PATIENT_MISSED');
    await data.appointment(p1!, -3, '10:00', 'DOCTOR_CANCELED', { source: 'patient' });
    // The week's first practice day starts at the practice's midnight, not UTC's.
    await data.appointment(p1!, -6, '00:10', 'DONE', { type: 'visio' });
    await data.appointment(p1!, -7, '23:50', 'DONE');
    await data.appointment(p1!, -20, '09:00', 'PATIENT_CANCELED', { source: 'patient' });
    await data.appointment(p1!, -60, '09:00', 'DONE');
    await data.appointment(p1!, -150, '09:00', 'PATIENT_MISSED');
    await data.appointment(p1!, -300, '09:00', 'DONE');
    await data.appointment(p1!, -400, '09:00', 'DONE', { type: 'visio' });
    await data.appointment(p1!, 1, '09:00', 'BOOKED');
    await data.appointment(p2!, -1, '09:00', 'DONE', { source: 'patient' });
    await data.appointment(p2!, -2, '09:00', 'DONE');
    await data.appointment(p2!, -25, '09:00', 'PATIENT_MISSED', { type: 'visio' });
    await data.appointment(p3!, -10, '09:00', 'DONE');
    // Another clinic and an independent doctor, on the same days and earlier: never counted.
    for (const days of [0, -1, -3, -6, -20, -60, -300, -900]) {
      await data.appointment(pb!, days, '15:00', 'DONE', { type: 'visio', source: 'patient' });
      await data.appointment(ps!, days, '15:00', 'PATIENT_MISSED');
    }
    await data.patient(b1.id, -1);

    await data.act(p1!, 0, 200_000, [150_000, 20_000]);
    await data.act(p1!, 0, 999_900, [999_900], true);
    await data.act(p1!, -40, 100_000, [100_000]);
    await data.act(p2!, -2, 50_000, []);
    await data.act(pb!, 0, 777_700, [700_000]);
    await data.act(ps!, 0, 555_500, [100]);

    admin = await sessionOf(app, accounts.admin.email);
    otherAdmin = await sessionOf(app, accounts.otherAdmin.email);
    for (const [name, email] of [
      ['clinic member', accounts.member.email],
      ['clinic unit', accounts.unit.email],
      ['clinic doctor', a1.email],
      ['independent doctor', solo.email],
      ['demo clinic doctor', 'clinic.doctor@tabib.test'],
      ['assistant', 'assistant@tabib.test'],
    ] as const) {
      refused[name] = await sessionOf(app, email);
    }
  });
  afterAll(() => app.close());

  const dashboardOf = async (session: Session, period: DashboardPeriod): Promise<ClinicDashboard> => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/clinics/web/dashboard?period=${period}`,
      headers: session.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().dashboard;
  };
  const doctorOf = (dashboard: ClinicDashboard, id: string) => dashboard.doctors.find((doctor) => doctor.doctorId === id);

  it('counts the week of the clinic: statuses, sources, visio, no-shows, new patients and money, per doctor and in all', async () => {
    const week = await dashboardOf(admin, 'week');
    expect(week).toMatchObject({ period: 'week', granularity: 'day', from: dayOf(-6), to: dayOf(0) });
    expect(week.buckets).toEqual([-6, -5, -4, -3, -2, -1, 0].map(dayOf));
    // The deleted doctor has nothing this week: left out; the others by last name.
    expect(week.doctors.map((doctor) => doctor.doctorId)).toEqual([ids.a1, ids.a2]);
    expect(doctorOf(week, ids.a1!)).toEqual({
      doctorId: ids.a1,
      title: 'Dr',
      firstName: 'Dr',
      lastName: 'Aouadi',
      appointments: 5,
      byStatus: { BOOKED: 1, DONE: 2, PATIENT_MISSED: 1, DOCTOR_CANCELED: 1, PATIENT_CANCELED: 0 },
      bySource: { doctor: 3, patient: 2 },
      visio: 2,
      noShowRate: 1 / 3,
      visioShare: 2 / 5,
      newPatients: 2,
      money: { billed: 200_000, paid: 170_000, remaining: 30_000 },
      series: [1, 0, 0, 2, 0, 0, 2],
    });
    expect(doctorOf(week, ids.a2!)).toMatchObject({
      appointments: 2,
      noShowRate: 0,
      visioShare: 0,
      newPatients: 2,
      money: { billed: 50_000, paid: 0, remaining: 50_000 },
      series: [0, 0, 0, 0, 1, 1, 0],
    });
    expect(week.clinic).toEqual({
      appointments: 7,
      byStatus: { BOOKED: 1, DONE: 4, PATIENT_MISSED: 1, DOCTOR_CANCELED: 1, PATIENT_CANCELED: 0 },
      bySource: { doctor: 4, patient: 3 },
      visio: 2,
      noShowRate: 0.2,
      visioShare: 2 / 7,
      newPatients: 4,
      money: { billed: 250_000, paid: 170_000, remaining: 80_000 },
      series: [1, 0, 0, 2, 1, 1, 2],
    });
  });

  it('widens with each period: 30 days, 13 and 26 weeks, 12 months, everything since the first appointment', async () => {
    const month = await dashboardOf(admin, 'month');
    expect(month).toMatchObject({ granularity: 'day', from: dayOf(-29), to: dayOf(0) });
    expect(month.buckets).toHaveLength(30);
    expect(month.doctors.map((doctor) => doctor.doctorId)).toEqual([ids.a1, ids.a2, ids.a3]);
    expect(month.clinic).toMatchObject({
      appointments: 11,
      byStatus: { BOOKED: 1, DONE: 6, PATIENT_MISSED: 2, DOCTOR_CANCELED: 1, PATIENT_CANCELED: 1 },
      bySource: { doctor: 7, patient: 4 },
      visio: 3,
      noShowRate: 0.25,
      newPatients: 5,
    });
    expect(month.clinic.series[month.buckets.indexOf(dayOf(-7))]).toBe(1);
    expect(month.clinic.series.reduce((sum, n) => sum + n, 0)).toBe(11);

    const quarter = await dashboardOf(admin, '3months');
    expect(quarter).toMatchObject({ granularity: 'week', from: dayOf(-90) });
    expect(quarter.buckets).toHaveLength(13);
    expect(quarter.buckets.at(-1)).toBe(dayOf(-6));
    expect(quarter.clinic).toMatchObject({ appointments: 12, money: { billed: 350_000, paid: 270_000, remaining: 80_000 } });
    expect(quarter.clinic.series.at(-1)).toBe(7);

    const half = await dashboardOf(admin, '6months');
    expect(half).toMatchObject({ granularity: 'week', from: dayOf(-181) });
    expect(half.buckets).toHaveLength(26);
    expect(half.clinic).toMatchObject({ appointments: 13, newPatients: 6 });

    const year = await dashboardOf(admin, 'year');
    expect(year.granularity).toBe('month');
    expect(year.buckets).toHaveLength(12);
    expect(year.buckets.at(-1)).toBe(monthOf(0));
    expect(year.clinic.appointments).toBe(14);

    const all = await dashboardOf(admin, 'all');
    // From the month of the clinic's first appointment, whatever another clinic holds earlier.
    expect(all).toMatchObject({ granularity: 'month', from: monthOf(-400), to: dayOf(0) });
    expect(all.buckets[0]).toBe(monthOf(-400));
    expect(all.buckets.at(-1)).toBe(monthOf(0));
    expect(all.clinic).toMatchObject({ appointments: 15, visio: 4, newPatients: 7 });
    expect(all.clinic.series[0]).toBe(1);
    expect(doctorOf(all, ids.a3!)).toMatchObject({ appointments: 1, byStatus: { DONE: 1 } });
  });

  it("never counts another clinic's doctors, and gives that clinic its own figures", async () => {
    const week = await dashboardOf(otherAdmin, 'week');
    expect(week.doctors.map((doctor) => doctor.doctorId)).toEqual([ids.b1]);
    expect(week.clinic).toMatchObject({
      appointments: 4,
      visio: 4,
      bySource: { doctor: 0, patient: 4 },
      noShowRate: 0,
      newPatients: 2,
      money: { billed: 777_700, paid: 700_000, remaining: 77_700 },
    });
    const all = await dashboardOf(otherAdmin, 'all');
    expect(all.from).toBe(monthOf(-900));
  });

  it('is for the clinic admin only: members, units, doctors and assistants get 403', async () => {
    for (const [name, session] of Object.entries(refused)) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/clinics/web/dashboard?period=week',
        headers: session.headers,
      });
      expect(response.statusCode, name).toBe(403);
      expect(response.json().code, name).toBe('notAuthorizedForAction');
    }
    const anonymous = await app.inject({ method: 'GET', url: '/api/v1/clinics/web/dashboard?period=week' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an unknown period and takes the month by default', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/clinics/web/dashboard?period=decade',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validationFailed');
    const fallback = await app.inject({ method: 'GET', url: '/api/v1/clinics/web/dashboard', headers: admin.headers });
    expect(fallback.json().dashboard.period).toBe('month');
  });

  it('answers the demo clinic with its three doctors', async () => {
    const demo = await dashboardOf(await sessionOf(app, 'clinic@tabib.test'), 'all');
    expect(demo.doctors).toHaveLength(3);
    expect(demo.clinic.appointments).toBe(demo.doctors.reduce((sum, doctor) => sum + doctor.appointments, 0));
  });
});
