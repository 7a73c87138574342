import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../client';
import { users } from '../schema/accounts';
import { appointments } from '../schema/appointments';
import { consultationReasons } from '../schema/consultation-reasons';
import { patients } from '../schema/patients';
import { daysOff, scheduleBlocks, vacancies } from '../schema/schedule';
import { minutesOf, utcClockOf } from '@tabib/contracts/schedule';
import { practiceClock, practiceDay } from '../../lib/practice-time';

const reasonTemplates = [
  {
    title: { fr: 'Consultation générale', en: 'General consultation', ar: 'استشارة عامة' },
    duration: 20,
    priceCentimes: 200_000,
    color: '#1677ff',
  },
  { title: { fr: 'Contrôle', en: 'Follow-up', ar: 'مراجعة' }, duration: 15, priceCentimes: 150_000, color: '#52c41a' },
  { title: { fr: 'Échographie', en: 'Ultrasound', ar: 'فحص بالصدى' }, duration: 30, priceCentimes: 350_000, color: '#fa8c16' },
  {
    title: { fr: 'Téléconsultation', en: 'Teleconsultation', ar: 'استشارة عن بعد' },
    duration: 20,
    priceCentimes: 180_000,
    color: '#722ed1',
  },
  // Not bookable: shows the filters at work.
  {
    title: { fr: 'Certificat médical', en: 'Medical certificate', ar: 'شهادة طبية' },
    duration: 10,
    priceCentimes: 100_000,
    color: '#8c8c8c',
    isEnabled: false,
  },
  {
    title: { fr: 'Bilan complet', en: 'Full check-up', ar: 'فحص شامل' },
    duration: 45,
    priceCentimes: 500_000,
    color: '#eb2f96',
    isValidated: false,
  },
];

// Guests were added by the practice (editable); the last two registered themselves (read-only in the record).
const demoPatients = [
  {
    firstName: 'Yasmine',
    lastName: 'Belkacem',
    gender: 'FEMALE',
    birthday: '1988-04-12',
    phone: '+213661234501',
    email: 'yasmine.belkacem@example.dz',
    isGuest: true,
    maritalStatus: 'MARRIED',
  },
  {
    firstName: 'Mohamed',
    lastName: 'Ait Ahmed',
    gender: 'MALE',
    birthday: '1975-09-30',
    phone: '+213661234502',
    email: null,
    isGuest: true,
  },
  {
    firstName: 'Amel',
    lastName: 'Zerrouki',
    gender: 'FEMALE',
    birthday: '1995-01-05',
    phone: '+213661234503',
    email: null,
    isGuest: true,
    maritalStatus: 'SINGLE',
  },
  {
    firstName: 'Karim',
    lastName: 'Slimani',
    gender: 'MALE',
    birthday: '1969-11-21',
    phone: '+213661234504',
    email: 'k.slimani@example.dz',
    isGuest: false,
    maritalStatus: 'MARRIED',
  },
  {
    firstName: 'Souad',
    lastName: 'Hamidi',
    gender: 'FEMALE',
    birthday: '2001-07-14',
    phone: '+213661234505',
    email: null,
    isGuest: false,
  },
] as const;

/** The public booking's demo doctor (issue 15): every day, 08:00-20:00 practice time, at the office or by video. */
const bookingDemoWeek = (doctorId: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({
    doctorId,
    day,
    startAt: utcClockOf(minutesOf('08:00')),
    endAt: utcClockOf(minutesOf('20:00')),
    types: ['cabinet', 'visio'],
  }));

/**
 * Reasons for every doctor; patients, a lived-in week and days off for the busy ones. No weekly
 * schedule but the public booking's doctor: a doctor who never saved one books at any hour
 * (docs/decisions.md, Schedule).
 */
export async function seedDemoCalendar(tx: Transaction, now = new Date()) {
  const doctors = await tx.select().from(users).where(eq(users.kind, 'doctor'));
  const today = practiceDay(now);
  const dayOffset = (days: number) => dayjs(today).add(days, 'day').format('YYYY-MM-DD');

  for (const doctor of doctors) {
    const reasons = await tx
      .insert(consultationReasons)
      .values(reasonTemplates.map((reason, order) => ({ isValidated: true, ...reason, doctorId: doctor.id, order })))
      .returning();
    if (doctor.email.startsWith('limited@')) {
      // The read-only (DOC-DEA) doctor has patients to look at, without a calendar.
      await tx.insert(patients).values(demoPatients.map((patient) => ({ ...patient, doctorId: doctor.id })));
      continue;
    }
    if (doctor.email.startsWith('booking.doctor@')) await tx.insert(scheduleBlocks).values(bookingDemoWeek(doctor.id));
    if (doctor.email.startsWith('visio.doctor@')) {
      // A teleconsultation of yesterday nobody called: the missed teleconsultations list it.
      const [patient] = await tx
        .insert(patients)
        .values({ ...demoPatients[0]!, doctorId: doctor.id })
        .returning();
      const tele = reasons[3]!;
      const startAt = practiceClock(dayOffset(-1), '14:00');
      await tx.insert(appointments).values({
        doctorId: doctor.id,
        patientId: patient!.id,
        consultationReasonId: tele.id,
        startAt,
        endAt: new Date(startAt.getTime() + tele.duration * 60_000),
        duration: tele.duration,
        type: 'visio',
      });
      continue;
    }
    if (!doctor.email.startsWith('doctor@') && !doctor.email.startsWith('clinic.doctor@')) continue;

    const seeded = await tx
      .insert(patients)
      .values(demoPatients.map((patient) => ({ ...patient, doctorId: doctor.id })))
      .returning();
    const [general, followUp, ultrasound, tele] = reasons;
    const visit = (
      index: number,
      days: number,
      time: string,
      reason: typeof general,
      extra: Partial<typeof appointments.$inferInsert> = {},
    ) => {
      const startAt = practiceClock(dayOffset(days), time);
      return {
        doctorId: doctor.id,
        patientId: seeded[index]!.id,
        consultationReasonId: reason!.id,
        startAt,
        endAt: new Date(startAt.getTime() + reason!.duration * 60_000),
        duration: reason!.duration,
        ...extra,
      };
    };
    await tx
      .insert(appointments)
      .values([
        visit(0, -1, '09:00', general, { status: 'DONE', doneAt: now }),
        visit(1, -1, '10:00', followUp, { status: 'PATIENT_MISSED' }),
        visit(2, 0, '09:00', general, { patientArrived: true }),
        visit(3, 0, '10:00', ultrasound),
        visit(4, 0, '15:00', followUp, { source: 'patient' }),
        visit(0, 1, '11:00', followUp),
        visit(1, 2, '14:00', tele, { type: 'visio' }),
      ]);
    await tx.insert(daysOff).values({ doctorId: doctor.id, day: dayOffset(10) });
    await tx.insert(vacancies).values({ doctorId: doctor.id, fromDay: dayOffset(30), toDay: dayOffset(36) });
  }
}
