import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../client';
import { users } from '../schema/accounts';
import { appointments } from '../schema/appointments';
import { patients } from '../schema/patients';
import { actPayments, acts } from '../schema/payments';
import { practiceDay } from '../../lib/practice-time';

/** A paid act and a partly paid one for doctor@'s demo patients, so the payment tab is not empty at first. */
export async function seedDemoPayments(tx: Transaction, now = new Date()) {
  const [doctor] = await tx.select().from(users).where(eq(users.email, 'doctor@tabib.test'));
  if (!doctor) return;
  const seeded = await tx
    .select()
    .from(patients)
    .where(and(eq(patients.doctorId, doctor.id), inArray(patients.phone, ['+213661234501', '+213661234504'])));
  const byPhone = new Map(seeded.map((patient) => [patient.phone, patient]));
  const today = practiceDay(now);
  const demo = [
    { phone: '+213661234501', title: 'Consultation générale', description: '', total: 200_000, payments: [200_000] },
    {
      phone: '+213661234504',
      title: 'Échographie abdominale',
      description: 'Reste à régler à la prochaine visite',
      total: 350_000,
      payments: [150_000],
    },
  ];
  for (const entry of demo) {
    const patient = byPhone.get(entry.phone);
    if (!patient) continue;
    const [appointment] = await tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.patientId, patient.id))
      .limit(1);
    const [act] = await tx
      .insert(acts)
      .values({
        doctorId: doctor.id,
        patientId: patient.id,
        appointmentId: appointment?.id ?? null,
        title: entry.title,
        description: entry.description,
        totalCentimes: entry.total,
        createdByUserId: doctor.id,
      })
      .returning();
    await tx
      .insert(actPayments)
      .values(
        entry.payments.map((amount) => ({ actId: act!.id, amountCentimes: amount, paidOn: today, createdByUserId: doctor.id })),
      );
  }
}
