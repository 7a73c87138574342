import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { prescriptions, savedMedicines } from '../../db/schema/medical-documents';

export type PrescriptionRow = typeof prescriptions.$inferSelect;
type Items = PrescriptionRow['items'];

export function createPrescriptionsRepository(db: Executor) {
  return {
    /** The appointment of the doctor's practice (ids of other practices find nothing). */
    async findAppointment(doctorId: string, appointmentId: string) {
      const [row] = await db
        .select({ id: appointments.id, patientId: appointments.patientId })
        .from(appointments)
        .where(and(eq(appointments.id, appointmentId), eq(appointments.doctorId, doctorId)))
        .limit(1);
      return row;
    },
    async findOfAppointment(doctorId: string, appointmentId: string) {
      const [row] = await db
        .select()
        .from(prescriptions)
        .where(and(eq(prescriptions.appointmentId, appointmentId), eq(prescriptions.doctorId, doctorId)))
        .limit(1);
      return row;
    },
    /** One prescription per appointment: saving again replaces its items. */
    async upsert(values: { doctorId: string; patientId: string; appointmentId: string; items: Items; updatedByUserId: string }) {
      const now = new Date();
      const [row] = await db
        .insert(prescriptions)
        .values({ ...values, updatedAt: now })
        .onConflictDoUpdate({
          target: prescriptions.appointmentId,
          set: { items: values.items, updatedByUserId: values.updatedByUserId, updatedAt: now },
        })
        .returning();
      return row!;
    },
    async savedMedicinesOf(doctorId: string): Promise<string[]> {
      const [row] = await db
        .select({ names: savedMedicines.names })
        .from(savedMedicines)
        .where(eq(savedMedicines.doctorId, doctorId))
        .limit(1);
      return row?.names ?? [];
    },
    async setSavedMedicines(doctorId: string, names: string[]) {
      const now = new Date();
      await db
        .insert(savedMedicines)
        .values({ doctorId, names, updatedAt: now })
        .onConflictDoUpdate({ target: savedMedicines.doctorId, set: { names, updatedAt: now } });
    },
  };
}
