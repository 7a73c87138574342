import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Diploma } from '@tabib/contracts/profile';
import type { EditRequest, editRequestBodySchema, InfosChange } from '@tabib/contracts/profile-details';
import { isLocale } from '@tabib/contracts/locales';
import { defaultEmailNotices } from '@tabib/contracts/preferences';
import type { Database, Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/accounts';
import { AppError } from '../../lib/app-error';
import { publishEvent } from '../../events/event-log';
import { isUuid } from '../../lib/uuid';
import type { Mailer } from '../mail/mailer';
import { editRequestVerdictEmail } from '../mail/templates/edit-request-verdict-email';
import type { ReferenceDataService } from '../reference-data/reference-data.service';
import { createEditRequestsRepository, type EditRequestRow } from './edit-requests.repository';
import { createProfileDetailsRepository } from './profile-details.repository';
import { createProfileRepository } from './profile.repository';
import type { ProfileDetailsService } from './profile-details.service';

type EditRequestInput = z.output<typeof editRequestBodySchema>;
export type EditRequestVerdict = 'approved' | 'rejected';

export interface PendingEditRequest {
  id: string;
  requestSlug: EditRequestRow['slug'];
  createdAt: Date;
  doctor: { id: string; email: string; firstName: string; lastName: string };
  data: unknown;
}

const presentEditRequest = (row: EditRequestRow): EditRequest => ({
  _id: row.id,
  requestSlug: row.slug,
  status: row.status,
  dataToBeChanged: row.data,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/**
 * Identity fields and diplomas change only through an operator's verdict (spec 3 section 7):
 * the doctor asks, `decide` (operator command line) applies or refuses, and the doctor hears
 * of it live and by e-mail.
 */
export function createEditRequestsService(options: {
  db: Database;
  profileDetails: ProfileDetailsService;
  referenceData: ReferenceDataService;
  mailer: Mailer;
  log: FastifyBaseLogger;
}) {
  const { db, profileDetails, referenceData, mailer, log } = options;

  async function checkInfos(doctorId: string, infos: InfosChange, executor: Executor) {
    const speciality = await referenceData.findSpeciality(infos.speciality, executor);
    const city = await referenceData.findCity(infos.address.state, infos.address.city, executor);
    if (!speciality || !city) throw new AppError(400, 'validationFailed');
    if (await createProfileDetailsRepository(executor).emailTakenByOther(infos.email, doctorId))
      throw new AppError(409, 'userEmailExists');
  }

  async function apply(row: EditRequestRow, tx: Executor) {
    const repository = createProfileDetailsRepository(tx);
    if (row.slug === 'diplomas') {
      await repository.upsertProfile(row.doctorId, { diplomas: row.data as unknown as Diploma[] });
      return;
    }
    const infos = row.data as unknown as InfosChange;
    await checkInfos(row.doctorId, infos, tx);
    await repository.updateUser(row.doctorId, {
      firstName: infos.firstName,
      lastName: infos.lastName,
      phone: infos.phone,
      email: infos.email,
    });
    await repository.replaceSpecialities(row.doctorId, [infos.speciality]);
    await repository.upsertProfile(row.doctorId, {
      gender: infos.gender,
      address1: infos.address.address1,
      stateId: infos.address.state,
      cityId: infos.address.city,
    });
  }

  async function tellByEmail(row: EditRequestRow) {
    const doctor = await createProfileRepository(db).findUser(row.doctorId);
    if (!doctor || !(doctor.emailNotices.verdicts ?? defaultEmailNotices.verdicts)) return;
    const locale = isLocale(doctor.locale) ? doctor.locale : 'fr';
    const message = editRequestVerdictEmail({
      to: doctor.email,
      name: `${doctor.firstName} ${doctor.lastName}`,
      slug: row.slug,
      verdict: row.status as EditRequestVerdict,
      note: row.note,
      locale,
    });
    // The verdict stands whatever the mail server says; the failure is logged and kept in outbound_emails.
    await mailer
      .send(message)
      .catch((error: unknown) => log.error({ err: error, requestId: row.id }, 'edit request verdict e-mail failed'));
  }

  return {
    async request(actor: UserRow, input: EditRequestInput): Promise<void> {
      const doctor = await profileDetails.profileDoctorOf(actor, 'edit');
      if (input.requestSlug === 'infos') await checkInfos(doctor.id, input.dataToBeChanged, db);
      await db.transaction(async (tx) => {
        const repository = createEditRequestsRepository(tx);
        await repository.lockDoctor(doctor.id);
        if (await repository.pendingOf(doctor.id, input.requestSlug)) throw new AppError(409, 'editRequestPending');
        await repository.insert({
          doctorId: doctor.id,
          requestedByUserId: actor.id,
          slug: input.requestSlug,
          data: input.dataToBeChanged as unknown as Record<string, unknown>,
        });
      });
    },

    async listOwn(actor: UserRow): Promise<EditRequest[]> {
      const doctor = await profileDetails.profileDoctorOf(actor, 'read');
      return (await createEditRequestsRepository(db).listOfDoctor(doctor.id)).map(presentEditRequest);
    },

    /** For the operator command line: oldest first. */
    async listPending(): Promise<PendingEditRequest[]> {
      const rows = await createEditRequestsRepository(db).listPending();
      return rows.map(({ request, doctor }) => ({
        id: request.id,
        requestSlug: request.slug,
        createdAt: request.createdAt,
        doctor,
        data: request.data,
      }));
    },

    /** Applies (approved) or refuses a pending request in one transaction; 404 notFound, 409 editRequestFailed when already decided. */
    async decide(requestId: string, verdict: EditRequestVerdict, by: { operator: string; note?: string }): Promise<EditRequest> {
      if (!isUuid(requestId)) throw new AppError(404, 'notFound');
      const decided = await db.transaction(async (tx) => {
        const repository = createEditRequestsRepository(tx);
        const row = await repository.findForUpdate(requestId);
        if (!row) throw new AppError(404, 'notFound');
        if (row.status !== 'pending') throw new AppError(409, 'editRequestFailed');
        if (verdict === 'approved') await apply(row, tx);
        const updated = await repository.markDecided(row.id, {
          status: verdict,
          decidedBy: by.operator,
          note: by.note?.trim() || null,
        });
        await publishEvent(tx, {
          kind: 'editRequestDecided',
          doctorId: row.doctorId,
          requestId: row.id,
          requestSlug: row.slug,
          verdict,
          note: updated.note,
        });
        return updated;
      });
      await tellByEmail(decided);
      return presentEditRequest(decided);
    },
  };
}

export type EditRequestsService = ReturnType<typeof createEditRequestsService>;
