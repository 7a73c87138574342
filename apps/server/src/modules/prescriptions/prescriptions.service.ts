import type { z } from 'zod';
import type { commitPrescriptionBodySchema, PrescriptionAnswer } from '@tabib/contracts/prescriptions';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/accounts';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import type { RecordAccessService } from '../patients/record-access.service';
import { createPrescriptionsRepository, type PrescriptionRow } from './prescriptions.repository';
import { mergeMedicineNames } from './saved-medicine-names';

type CommitInput = z.output<typeof commitPrescriptionBodySchema>;

const answerOf = (row: PrescriptionRow | undefined): PrescriptionAnswer => ({
  success: true,
  prescription: row?.items ?? [],
  prescriptionId: row?.id ?? null,
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

/**
 * One prescription per appointment, read by whoever may read prescriptions (clinic accounts
 * too, to print) and written by DOC-ALL only; saving also adds its medicine names to the
 * doctor's saved list.
 */
export function createPrescriptionsService(db: Database, recordAccess: RecordAccessService) {
  const repository = createPrescriptionsRepository(db);

  async function appointmentOf(doctorId: string, appointmentId: string) {
    const appointment = isUuid(appointmentId) ? await repository.findAppointment(doctorId, appointmentId) : undefined;
    if (!appointment) throw new AppError(404, 'notFound');
    return appointment;
  }

  return {
    async details(actor: UserRow, appointmentId: string, requestedDoctorId?: string | null): Promise<PrescriptionAnswer> {
      const scope = await recordAccess.scopeFor(actor, 'records.prescriptionRead', requestedDoctorId);
      const appointment = await appointmentOf(scope.doctor.id, appointmentId);
      await recordAccess.patientOf(scope, appointment.patientId, { action: 'read', area: 'prescriptions' });
      return answerOf(await repository.findOfAppointment(scope.doctor.id, appointment.id));
    },

    async commit(
      actor: UserRow,
      appointmentId: string,
      input: CommitInput,
      requestedDoctorId?: string | null,
    ): Promise<PrescriptionAnswer> {
      const scope = await recordAccess.scopeFor(actor, 'records.prescription', requestedDoctorId);
      const appointment = await appointmentOf(scope.doctor.id, appointmentId);
      // The patient named by the client must be the appointment's: a mismatch reads as unknown.
      if (input.patientId !== appointment.patientId) throw new AppError(404, 'notFound');
      await recordAccess.patientOf(scope, appointment.patientId, { action: 'update', area: 'prescriptions' });
      const row = await db.transaction(async (tx) => {
        const inTx = createPrescriptionsRepository(tx);
        const saved = await inTx.upsert({
          doctorId: scope.doctor.id,
          patientId: appointment.patientId,
          appointmentId: appointment.id,
          items: input.prescription,
          updatedByUserId: actor.id,
        });
        const names = await inTx.savedMedicinesOf(scope.doctor.id);
        await inTx.setSavedMedicines(
          scope.doctor.id,
          mergeMedicineNames(
            input.prescription.map((item) => item.medicine),
            names,
          ),
        );
        return saved;
      });
      return answerOf(row);
    },

    async savedMedicines(actor: UserRow, requestedDoctorId?: string | null): Promise<string[]> {
      const scope = await recordAccess.scopeFor(actor, 'records.prescriptionRead', requestedDoctorId);
      return repository.savedMedicinesOf(scope.doctor.id);
    },

    async setSavedMedicines(actor: UserRow, medicines: string[], requestedDoctorId?: string | null): Promise<string[]> {
      const scope = await recordAccess.scopeFor(actor, 'records.prescription', requestedDoctorId);
      const names = mergeMedicineNames(medicines, []);
      await repository.setSavedMedicines(scope.doctor.id, names);
      return names;
    },
  };
}

export type PrescriptionsService = ReturnType<typeof createPrescriptionsService>;
