import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minutesOf, utcClockOf } from '@tabib/contracts/schedule';
import type { App } from '../../app';
import { users } from '../../db/schema/accounts';
import { practiceDay } from '../../lib/practice-time';
import { at, book, newPatientBooking, sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { practiceWeekdayOf } from '../appointments/schedule-rules';

/** Issue 15: the patient's booking page, read side: no session on any call. */
describe.each(testBackends())('public booking page on %s', (backend) => {
  let app: App;
  let doctor: Session;
  const reasonNamed = (session: Session, fr: string) => session.profile.consultationReasons.find((r) => r.title.fr === fr)!;
  const dayIn = (days: number) => dayjs(practiceDay(new Date())).add(days, 'day').format('YYYY-MM-DD');
  const local = (time: string) => utcClockOf(minutesOf(time));

  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'doctor@tabib.test');
  });
  afterAll(() => app.close());

  const page = (slug: string) => app.inject({ method: 'GET', url: `/api/v1/public/doctors/${slug}` });
  const slots = (slug: string, query: Record<string, string | number>) =>
    app.inject({
      method: 'GET',
      url: `/api/v1/public/doctors/${slug}/slots`,
      query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    });
  /** Local HH:mm of the slots of one day. */
  const startsOn = (body: { days: { day: string; slots: { startAt: string }[] }[] }, day: string) =>
    body.days
      .find((entry) => entry.day === day)!
      .slots.map((slot) => dayjs(slot.startAt).add(1, 'hour').toISOString().slice(11, 16));

  describe('the doctor page', () => {
    it('shows the doctor, the office and only the reasons a patient may pick', async () => {
      const deleted = reasonNamed(doctor, 'Contrôle');
      expect(
        (
          await app.inject({
            method: 'DELETE',
            url: `/api/v1/doctors/consultation-reasons/${deleted._id}`,
            headers: doctor.headers,
          })
        ).statusCode,
      ).toBe(200);

      const response = await page('dr-amine-benali');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.timeZone).toBe('Africa/Algiers');
      expect(body.doctor).toMatchObject({
        slug: 'dr-amine-benali',
        title: 'Dr',
        firstName: 'Amine',
        lastName: 'Benali',
        office: { address1: '12 rue Didouche Mourad', state: { _id: '16' }, position: { lat: 36.7753 } },
        // No weekly schedule saved yet: nothing to book.
        types: [],
      });
      expect(body.doctor.specialities).toHaveLength(1);
      // Disabled (certificate), unvalidated (full check-up) and deleted (follow-up) reasons are left out.
      expect(body.doctor.reasons.map((reason: { title: { fr: string } }) => reason.title.fr)).toEqual([
        'Consultation générale',
        'Échographie',
        'Téléconsultation',
      ]);
      expect(body.doctor.reasons[0]).toMatchObject({ duration: 20, title: { ar: 'استشارة عامة' } });
      expect(JSON.stringify(body)).not.toMatch(/email|phone|price/i);
    });

    it('answers 404 for an unknown slug, a page turned off, a blocked or a deleted doctor', async () => {
      expect((await page('dr-nobody')).json()).toEqual({ success: false, code: 'notFound' });
      expect((await page('DR-AMINE-BENALI')).statusCode).toBe(404);

      const reasons = await sessionOf(app, 'reasons.doctor@tabib.test');
      expect((await page('dr-lamia-bensalem')).statusCode).toBe(200);
      await app.inject({
        method: 'PUT',
        url: '/api/v1/doctors/preferences/public-booking',
        headers: reasons.headers,
        payload: { enabled: false },
      });
      expect((await page('dr-lamia-bensalem')).statusCode).toBe(404);
      expect(
        (await slots('dr-lamia-bensalem', { reason: reasonNamed(reasons, 'Contrôle')._id, type: 'cabinet' })).statusCode,
      ).toBe(404);

      await app.db.update(users).set({ blockedAt: new Date() }).where(eq(users.email, 'clinic.doctor3@tabib.test'));
      expect((await page('dr-omar-ferhat')).statusCode).toBe(404);
      await app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.email, 'clinic.doctor2@tabib.test'));
      expect((await page('dr-leila-saadi')).statusCode).toBe(404);
    });
  });

  describe('the free slots', () => {
    // One weekday, four times in the range: tomorrow (a seeded 11:00 follow-up), in 8 days (a
    // booking made here), in 15 (a day off) and in 22 (the vacancy).
    const weekday = () => practiceWeekdayOf(new Date(at(8, '12:00'))).weekday;
    let general: string;

    beforeAll(async () => {
      general = reasonNamed(doctor, 'Consultation générale')._id;
      const saved = await app.inject({
        method: 'PUT',
        url: '/api/v1/doctors/schedule/web',
        headers: doctor.headers,
        payload: {
          mode: 'day',
          confirm: true,
          weeklySchedule: [
            {
              day: weekday(),
              dailySchedule: [
                { startAt: local('09:00'), endAt: local('12:00'), types: ['cabinet'] },
                { startAt: local('14:00'), endAt: local('15:00'), types: ['visio'] },
              ],
            },
          ],
        },
      });
      expect(saved.statusCode).toBe(200);
      const daysOff = await app.inject({
        method: 'PUT',
        url: '/api/v1/doctors/schedule/daysoff',
        headers: doctor.headers,
        payload: { daysNoWork: [dayIn(15)], vacancy: { from: dayIn(21), to: dayIn(23) } },
      });
      expect(daysOff.statusCode).toBe(200);
      expect((await book(app, doctor, newPatientBooking(general, at(8, '10:00')))).statusCode).toBe(201);
    });

    it('offers the weekly schedule around days off, the vacancy and the appointments, in steps of the reason', async () => {
      const response = await slots('dr-amine-benali', { reason: general, type: 'cabinet' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ success: true, reason: general, type: 'cabinet', duration: 20, timeZone: 'Africa/Algiers' });
      expect(body.from).toBe(dayIn(0));
      expect(body.to).toBe(dayIn(27));
      expect(body.days).toHaveLength(28);

      const grid = ['09:00', '09:20', '09:40', '10:00', '10:20', '10:40', '11:00', '11:20', '11:40'];
      expect(startsOn(body, dayIn(1))).toEqual(grid.filter((time) => time !== '11:00'));
      expect(startsOn(body, dayIn(8))).toEqual(grid.filter((time) => time !== '10:00'));
      expect(startsOn(body, dayIn(15))).toEqual([]);
      expect(startsOn(body, dayIn(22))).toEqual([]);
      // Any other day of the week has no block.
      expect(startsOn(body, dayIn(2))).toEqual([]);
      const [first] = body.days.find((entry: { day: string }) => entry.day === dayIn(8)).slots;
      expect(Date.parse(first.endAt) - Date.parse(first.startAt)).toBe(20 * 60_000);
      expect(first.startAt).toBe(at(8, '09:00'));
    });

    it("makes each slot as long as the reason, for the type asked, and the page lists the week's types", async () => {
      const ultrasound = reasonNamed(doctor, 'Échographie')._id;
      const longer = (await slots('dr-amine-benali', { reason: ultrasound, type: 'cabinet' })).json();
      expect(longer.duration).toBe(30);
      expect(startsOn(longer, dayIn(8))).toEqual(['09:00', '09:30', '10:30', '11:00', '11:30']);

      const visio = (
        await slots('dr-amine-benali', { reason: reasonNamed(doctor, 'Téléconsultation')._id, type: 'visio' })
      ).json();
      expect(startsOn(visio, dayIn(8))).toEqual(['14:00', '14:20', '14:40']);

      expect((await page('dr-amine-benali')).json().doctor.types).toEqual(['cabinet', 'visio']);
    });

    it('takes a range of 1 to 4 weeks from a day, today at the earliest', async () => {
      const week = (await slots('dr-amine-benali', { reason: general, type: 'cabinet', weeks: 1, from: dayIn(7) })).json();
      expect(week.days.map((entry: { day: string }) => entry.day)).toEqual([...Array(7).keys()].map((i) => dayIn(7 + i)));
      expect(startsOn(week, dayIn(8))).toHaveLength(8);
      const past = (await slots('dr-amine-benali', { reason: general, type: 'cabinet', weeks: 1, from: dayIn(-30) })).json();
      expect(past.from).toBe(dayIn(0));
      for (const weeks of [0, 5, 'x']) {
        expect((await slots('dr-amine-benali', { reason: general, type: 'cabinet', weeks })).json().code).toBe(
          'validationFailed',
        );
      }
      expect((await slots('dr-amine-benali', { reason: general, type: 'cabinet', from: '12/01/2026' })).statusCode).toBe(400);
    });

    it('refuses a reason the page does not list, and an unknown type', async () => {
      const refused = async (reason: string, type = 'cabinet') => (await slots('dr-amine-benali', { reason, type })).json().code;
      expect(await refused('not-an-id')).toBe('InvalidConsultationReason');
      expect(await refused('00000000-0000-4000-8000-000000000000')).toBe('InvalidConsultationReason');
      expect(await refused(reasonNamed(doctor, 'Certificat médical')._id)).toBe('InvalidConsultationReason');
      expect(await refused(reasonNamed(doctor, 'Bilan complet')._id)).toBe('InvalidConsultationReason');
      expect(await refused(reasonNamed(doctor, 'Contrôle')._id)).toBe('InvalidConsultationReason');
      const other = await sessionOf(app, 'limited@tabib.test');
      expect(await refused(reasonNamed(other, 'Consultation générale')._id)).toBe('InvalidConsultationReason');
      expect(await refused(general, 'home')).toBe('validationFailed');
      expect((await slots('dr-amine-benali', { type: 'cabinet' })).statusCode).toBe(400);
      // A doctor without teleconsultation offers no visio.
      const limited = await slots('dr-karima-haddad', { reason: reasonNamed(other, 'Consultation générale')._id, type: 'visio' });
      expect(limited.json()).toEqual({ success: false, code: 'DoctorTeleconsultationUnauthorizedAction' });
    });
  });
});
