import { randomUUID } from 'node:crypto';
import type { AppointmentStatus } from '@tabib/contracts/appointments';
import type { Database } from '../../db/client';
import { clinics, users, type NewUserRow } from '../../db/schema/accounts';
import { appointments } from '../../db/schema/appointments';
import { consultationReasons } from '../../db/schema/consultation-reasons';
import { patients } from '../../db/schema/patients';
import { actPayments, acts } from '../../db/schema/payments';
import { demoPassword } from '../../db/seed/demo-accounts';
import { hashPassword } from '../../lib/passwords';
import { at } from '../../test/booking-helpers';

const ready = { acceptTerms: true, firstLoginPswReset: true } as const;

/** Hand-made accounts and records for the dashboard's tests: every row placed on a practice day relative to today. */
export function dashboardTestData(db: Database) {
  const tag = randomUUID().slice(0, 8);
  let passwordHash: Promise<string> | undefined;

  async function account(values: Omit<NewUserRow, 'passwordHash' | 'email'> & { name: string }) {
    const { name, ...rest } = values;
    const email = `${name}.${tag}@dashboard.test`;
    const [row] = await db
      .insert(users)
      .values({ ...ready, ...rest, email, passwordHash: await (passwordHash ??= hashPassword(demoPassword)) })
      .returning();
    return row!;
  }

  return {
    async clinic(name: string) {
      const [row] = await db.insert(clinics).values({ name }).returning();
      return row!;
    },
    account,
    doctor: (name: string, lastName: string, clinicId: string | null, deletedAt?: Date) =>
      account({ name, kind: 'doctor', firstName: 'Dr', lastName, clinicId, allowAll: true, deletedAt }),

    async reason(doctorId: string) {
      const [row] = await db
        .insert(consultationReasons)
        .values({
          doctorId,
          title: { fr: 'Consultation', en: 'Consultation', ar: 'استشارة' },
          duration: 20,
          priceCentimes: 200_000,
          color: '#1677ff',
        })
        .returning();
      return row!.id;
    },

    /** A patient record of the doctor opened at noon, `days` from today. */
    async patient(doctorId: string, days: number, deleted = false) {
      const createdAt = new Date(at(days, '12:00'));
      const [row] = await db
        .insert(patients)
        .values({ doctorId, firstName: 'Nour', lastName: `P${tag}`, createdAt, deletedAt: deleted ? createdAt : null })
        .returning();
      return row!.id;
    },

    async appointment(
      ids: { doctorId: string; patientId: string; reasonId: string },
      days: number,
      time: string,
      status: AppointmentStatus,
      options: { type?: 'cabinet' | 'visio'; source?: 'doctor' | 'patient' } = {},
    ) {
      const startAt = new Date(at(days, time));
      await db.insert(appointments).values({
        doctorId: ids.doctorId,
        patientId: ids.patientId,
        consultationReasonId: ids.reasonId,
        startAt,
        endAt: new Date(startAt.getTime() + 20 * 60_000),
        duration: 20,
        status,
        type: options.type ?? 'cabinet',
        source: options.source ?? 'doctor',
      });
    },

    /** An act dated at noon `days` from today, with its payments. */
    async act(ids: { doctorId: string; patientId: string }, days: number, total: number, payments: number[], deleted = false) {
      const createdAt = new Date(at(days, '12:00'));
      const [row] = await db
        .insert(acts)
        .values({ ...ids, title: 'Consultation', totalCentimes: total, createdAt, deletedAt: deleted ? createdAt : null })
        .returning();
      for (const amount of payments) {
        await db.insert(actPayments).values({ actId: row!.id, amountCentimes: amount, paidOn: at(days, '12:00').slice(0, 10) });
      }
    },
  };
}
