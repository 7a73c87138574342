import type { AccessLogEntry, patientAccessActions, patientAccessAreas } from '@tabib/contracts/patients';
import type { Capability } from '@tabib/contracts/capabilities';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/accounts';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import { assertMay } from '../practice/practice.policy';
import type { PracticeScope, PracticeService } from '../practice/practice.service';
import { createPatientsRepository } from './patients.repository';
import { createRecordAccessRepository } from './record-access.repository';

export type AccessAction = (typeof patientAccessActions)[number];
export type AccessArea = (typeof patientAccessAreas)[number];

/**
 * The gate of every patient-record route: the capability table first (403), then the practice
 * scope (clinic accounts only for their clinic's doctors), then the patient of that
 * practice (404 for anything else, so ids of other practices reveal nothing), and the
 * access log line.
 */
export function createRecordAccessService(db: Executor, practice: PracticeService) {
  const repository = createRecordAccessRepository(db);
  const patients = createPatientsRepository(db);

  async function scopeFor(actor: UserRow, capability: Capability, requestedDoctorId?: string | null): Promise<PracticeScope> {
    assertMay(actor, capability);
    return practice.scopeOf(actor, requestedDoctorId);
  }

  async function log(scope: PracticeScope, patientId: string, action: AccessAction, area: AccessArea) {
    await repository.insertLog({ doctorId: scope.doctor.id, patientId, actorUserId: scope.actor.id, action, area });
  }

  return {
    scopeFor,
    log,

    /** The live patient of the scope's doctor, or 404 notFound; logs the access when `access` is given. */
    async patientOf(scope: PracticeScope, patientId: string, access?: { action: AccessAction; area: AccessArea }) {
      const patient = isUuid(patientId) ? await patients.findForDoctor(scope.doctor.id, patientId) : undefined;
      if (!patient) throw new AppError(404, 'notFound');
      if (access) await log(scope, patient.id, access.action, access.area);
      return patient;
    },

    async listLog(
      scope: PracticeScope,
      patientId: string,
      page: number,
      limit: number,
    ): Promise<{ total: number; entries: AccessLogEntry[] }> {
      const { rows, total } = await repository.listLog(scope.doctor.id, patientId, page, limit);
      return {
        total,
        entries: rows.map(({ entry, actor }) => ({
          _id: String(entry.id),
          at: entry.at.toISOString(),
          action: entry.action as AccessAction,
          area: entry.area as AccessArea,
          actor: actor
            ? { _id: actor.id, title: actor.title, firstName: actor.firstName, lastName: actor.lastName }
            : { _id: '', title: '', firstName: '', lastName: '' },
        })),
      };
    },
  };
}

export type RecordAccessService = ReturnType<typeof createRecordAccessService>;
