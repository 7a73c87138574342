import type { z } from 'zod';
import type { Report, reportBodySchema } from '@tabib/contracts/reports';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/accounts';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import type { RecordAccessService } from '../patients/record-access.service';
import { presentReport } from './report.presenter';
import { createReportsRepository } from './reports.repository';

type ReportInput = z.output<typeof reportBodySchema>;

/** Reports of a patient (title optional, body required): the medicalRecord area of the roles table. */
export function createReportsService(db: Executor, recordAccess: RecordAccessService) {
  const repository = createReportsRepository(db);
  const valuesOf = (input: ReportInput) => ({ title: input.report_title || null, body: input.report_body });

  async function liveReportOf(actor: UserRow, reportId: string, requestedDoctorId: string | null | undefined) {
    const scope = await recordAccess.scopeFor(actor, 'records.medical', requestedDoctorId);
    const row = isUuid(reportId) ? await repository.findLive(scope.doctor.id, reportId) : undefined;
    if (!row) throw new AppError(404, 'notFound');
    return { scope, row };
  }

  return {
    async list(actor: UserRow, patientId: string, requestedDoctorId?: string | null): Promise<Report[]> {
      const scope = await recordAccess.scopeFor(actor, 'records.medical', requestedDoctorId);
      const patient = await recordAccess.patientOf(scope, patientId, { action: 'read', area: 'reports' });
      return (await repository.listOfPatient(scope.doctor.id, patient.id)).map(presentReport);
    },

    async create(actor: UserRow, patientId: string, input: ReportInput, requestedDoctorId?: string | null): Promise<Report> {
      const scope = await recordAccess.scopeFor(actor, 'records.medical', requestedDoctorId);
      const patient = await recordAccess.patientOf(scope, patientId, { action: 'create', area: 'reports' });
      const row = await repository.insert({
        doctorId: scope.doctor.id,
        patientId: patient.id,
        createdByUserId: actor.id,
        ...valuesOf(input),
      });
      return presentReport(row);
    },

    async update(actor: UserRow, reportId: string, input: ReportInput, requestedDoctorId?: string | null): Promise<Report> {
      const { scope, row } = await liveReportOf(actor, reportId, requestedDoctorId);
      await recordAccess.patientOf(scope, row.patientId, { action: 'update', area: 'reports' });
      const updated = await repository.update(scope.doctor.id, row.id, valuesOf(input));
      if (!updated) throw new AppError(404, 'notFound');
      return presentReport(updated);
    },

    async remove(actor: UserRow, reportId: string, requestedDoctorId?: string | null): Promise<Report> {
      const { scope, row } = await liveReportOf(actor, reportId, requestedDoctorId);
      await recordAccess.patientOf(scope, row.patientId, { action: 'delete', area: 'reports' });
      const deleted = await repository.markDeleted(scope.doctor.id, row.id);
      if (!deleted) throw new AppError(404, 'notFound');
      return presentReport(deleted);
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
