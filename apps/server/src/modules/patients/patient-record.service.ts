import type { MedicalProfile } from '@tabib/contracts/medical-profile';
import { parseBirthday, type Patient, type PatientForm, type Visit } from '@tabib/contracts/patients';
import { toE164 } from '@tabib/contracts/phone';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pgErrorOf, uniqueViolation } from '../../lib/pg-errors';
import type { PracticeScope } from '../practice/practice.service';
import { presentMedicalProfile, presentPatient } from './patient.presenter';
import { createFamilyMembersService } from './family-members.service';
import { createPatientsRepository, type NewPatientRow } from './patients.repository';
import { may } from '../practice/practice.policy';
import type { RecordAccessService } from './record-access.service';

const isUniqueViolation = (error: unknown, constraint: string) => {
  const found = pgErrorOf(error);
  return found.code === uniqueViolation && found.constraint === constraint;
};

/** The form's fields as columns; the phone is E.164 (the contract already refused what cannot be one). */
function columnsOf(form: PatientForm): Partial<NewPatientRow> {
  const phone = toE164(form.phone);
  if (!phone) throw new AppError(400, 'invalidPhoneNumber');
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    phone,
    email: form.email ? form.email.trim() : null,
    birthday: form.birthday ? parseBirthday(form.birthday) : null,
    gender: form.gender ?? 'MALE',
    maritalStatus: form.maritalStatus ?? null,
    state: form.address?.state || null,
    city: form.address?.city || null,
  };
}

/**
 * The patient record behind /doctors/patients: every call takes the scope the route got from
 * recordAccess.scopeFor (roles table and practice), and reaches a patient only through
 * recordAccess.patientOf (the practice's live patient, logged).
 */
export function createPatientRecordService(db: Executor, recordAccess: RecordAccessService) {
  const repository = createPatientsRepository(db);
  const familyMembers = createFamilyMembersService(db);

  async function present(doctorId: string, rows: Awaited<ReturnType<typeof repository.findForDoctor>>[]): Promise<Patient[]> {
    const live = rows.filter((row) => row !== undefined);
    const missed = await repository.missedOf(
      doctorId,
      live.map((row) => row.id),
    );
    return live.map((row) =>
      presentPatient(
        row,
        missed.filter((visit) => visit.patientId === row.id),
      ),
    );
  }
  const presentOne = async (row: NonNullable<Awaited<ReturnType<typeof repository.findForDoctor>>>) =>
    (await present(row.doctorId, [row]))[0]!;

  /** Registered patients keep their own identity and medical profile: the practice may only read them. */
  function assertEditable(patient: { isGuest: boolean }) {
    if (!patient.isGuest) throw new AppError(403, 'DoctorNotAuthorizedAction');
  }

  async function assertPhoneFree(doctorId: string, phone: string, exceptPatientId?: string) {
    const holder = await repository.findByPhone(doctorId, phone);
    if (holder && holder.id !== exceptPatientId) throw new AppError(409, 'PatientWithPhoneNumberExist');
  }

  return {
    async list(scope: PracticeScope, query: { page: number; limit: number; gender?: 'MALE' | 'FEMALE' }, frozen: boolean) {
      const { rows, total } = await repository.page(scope.doctor.id, { ...query, frozen });
      return { total, patients: await present(scope.doctor.id, rows) };
    },

    /** The family members the patient booked for, offered by the booking form (not logged: no record is read). */
    async familyMembers(scope: PracticeScope, patientId: string) {
      const patient = await recordAccess.patientOf(scope, patientId);
      return familyMembers.list(scope.doctor.id, patient.id);
    },

    /** Identity for everyone who may read patients; the medical profile only for those who may read records. */
    async details(scope: PracticeScope, patientId: string) {
      const patient = await recordAccess.patientOf(scope, patientId, { action: 'read', area: 'patient' });
      const withProfile = may(scope.actor, 'records.medical');
      if (withProfile) await recordAccess.log(scope, patient.id, 'read', 'medicalProfile');
      return {
        patientInfo: await presentOne(patient),
        medicalProfile: withProfile ? presentMedicalProfile(await repository.medicalProfile(patient.id)) : null,
      };
    },

    /** A replay of the same patient_ui_id (offline queue) answers the patient it created. */
    async create(scope: PracticeScope, form: PatientForm & { patient_ui_id?: string | null }) {
      const clientUiId = form.patient_ui_id || null;
      if (clientUiId) {
        const earlier = await repository.findByClientUiId(scope.doctor.id, clientUiId);
        if (earlier && !earlier.deletedAt) return presentOne(earlier);
      }
      const columns = columnsOf(form);
      await assertPhoneFree(scope.doctor.id, columns.phone!);
      try {
        const row = await repository.insert({
          ...(columns as Omit<NewPatientRow, 'doctorId'>),
          doctorId: scope.doctor.id,
          isGuest: true,
          clientUiId,
          createdByUserId: scope.actor.id,
        });
        await recordAccess.log(scope, row.id, 'create', 'patient');
        return presentOne(row);
      } catch (error) {
        if (isUniqueViolation(error, 'patients_doctor_phone_unique')) throw new AppError(409, 'PatientWithPhoneNumberExist');
        if (isUniqueViolation(error, 'patients_doctor_client_ui_unique')) throw new AppError(409, 'PatientWithPhoneNumberExist');
        throw error;
      }
    },

    async update(scope: PracticeScope, patientId: string, form: PatientForm) {
      const patient = await recordAccess.patientOf(scope, patientId);
      assertEditable(patient);
      const columns = columnsOf(form);
      await assertPhoneFree(scope.doctor.id, columns.phone!, patient.id);
      try {
        const row = await repository.update(scope.doctor.id, patient.id, columns);
        if (!row) throw new AppError(404, 'notFound');
        await recordAccess.log(scope, patient.id, 'update', 'patient');
        return presentOne(row);
      } catch (error) {
        if (isUniqueViolation(error, 'patients_doctor_phone_unique')) throw new AppError(409, 'PatientWithPhoneNumberExist');
        throw error;
      }
    },

    /** Kept for the record (appointments, access log): hidden from every list and lookup. */
    async remove(scope: PracticeScope, patientId: string) {
      const patient = await recordAccess.patientOf(scope, patientId, { action: 'delete', area: 'patient' });
      await repository.update(scope.doctor.id, patient.id, { deletedAt: new Date() });
    },

    async changeState(scope: PracticeScope, patientId: string, action: 'froze' | 'unfroze') {
      const patient = await recordAccess.patientOf(scope, patientId, { action: 'update', area: 'patient' });
      const row = await repository.update(scope.doctor.id, patient.id, {
        frozenAt: action === 'froze' ? (patient.frozenAt ?? new Date()) : null,
      });
      return presentOne(row!);
    },

    async history(
      scope: PracticeScope,
      patientId: string,
      page: number,
      limit: number,
    ): Promise<{ total: number; appointments: Visit[] }> {
      const patient = await recordAccess.patientOf(scope, patientId, { action: 'read', area: 'history' });
      const { rows, total } = await repository.visits(scope.doctor.id, patient.id, page, limit);
      return {
        total,
        appointments: rows.map(({ appointment, reason, hasPrescription, familyMember }) => ({
          _id: appointment.id,
          start: appointment.startAt.toISOString(),
          end: appointment.endAt.toISOString(),
          duration: appointment.duration,
          status: appointment.status,
          type: appointment.type,
          consultationReason: { _id: reason.id, title: reason.title, color: reason.color },
          hasPrescription: Boolean(hasPrescription),
          familyMember: familyMember
            ? {
                _id: familyMember.id,
                firstName: familyMember.firstName,
                lastName: familyMember.lastName,
                relation: familyMember.relation,
              }
            : null,
        })),
      };
    },

    async updateMedicalProfile(scope: PracticeScope, patientId: string, profile: MedicalProfile) {
      const patient = await recordAccess.patientOf(scope, patientId);
      assertEditable(patient);
      const { personalInfo } = profile;
      const row = await repository.upsertMedicalProfile({
        patientId: patient.id,
        heightCm: personalInfo.height.value,
        weightKg: personalInfo.weight.value,
        blood: personalInfo.blood,
        smoking: personalInfo.smoking,
        alcohol: personalInfo.alcohol,
        married: personalInfo.married,
        chronicDiseases: profile.chronicDiseases,
        medicines: profile.medicines,
        surgeries: profile.surgeries,
        allergies: profile.allergies,
        updatedByUserId: scope.actor.id,
      });
      await recordAccess.log(scope, patient.id, 'update', 'medicalProfile');
      return presentMedicalProfile(row);
    },

    /** The log itself is not logged: reading who read the record is not a read of the record. */
    async accessLog(scope: PracticeScope, patientId: string, page: number, limit: number) {
      const patient = await recordAccess.patientOf(scope, patientId);
      return recordAccess.listLog(scope, patient.id, page, limit);
    },
  };
}

export type PatientRecordService = ReturnType<typeof createPatientRecordService>;
