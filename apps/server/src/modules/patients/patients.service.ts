import dayjs from 'dayjs';
import { adultAge, parseBirthday, type NewPatient } from '@tabib/contracts/patients';
import { toE164 } from '@tabib/contracts/phone';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import { presentPatientSummary } from './patient.presenter';
import { createPatientsRepository } from './patients.repository';

/** Birthday from the form, else 1 January of the year `age` years back (spec 1 section 5). */
function birthdayOf(patient: NewPatient, today: dayjs.Dayjs): string | null {
  if (patient.birthday) return parseBirthday(patient.birthday);
  if (patient.age !== null && patient.age !== undefined) return `${today.year() - patient.age}-01-01`;
  return null;
}

/** Under 18 on `today` by a stored birthday (YYYY-MM-DD); an unknown birthday is no minor's. */
export function isMinor(birthday: string | null, today = dayjs()): boolean {
  return birthday !== null && today.diff(dayjs(birthday), 'year') < adultAge;
}

export function createPatientsService(db: Executor) {
  const repository = createPatientsRepository(db);

  return {
    async findForDoctor(doctorId: string, patientId: string) {
      return isUuid(patientId) ? repository.findForDoctor(doctorId, patientId) : undefined;
    },

    missedCount: repository.missedCount,

    /** The doctor's live patient with this phone (E.164): a patient's own booking books for them. */
    findByPhone: (doctorId: string, phone: string) => repository.findByPhone(doctorId, phone),

    /**
     * Creates the patient of a booking, or returns the one an earlier try of the same request
     * created (`created` false).
     */
    async createForBooking(input: {
      doctorId: string;
      /** null when the patient books on the public page (source 'patient'). */
      actorUserId: string | null;
      patient: NewPatient;
      clientUiId?: string | null;
    }) {
      if (input.clientUiId) {
        const earlier = await repository.findByClientUiId(input.doctorId, input.clientUiId);
        if (earlier) return { patient: earlier, created: false };
      }
      const phone = toE164(input.patient.phone);
      if (!phone) throw new AppError(400, 'PatientRequiredFieldsMissing');
      const today = dayjs();
      const birthday = birthdayOf(input.patient, today);
      if (isMinor(birthday, today)) throw new AppError(400, 'minorPatientNotAccepted');
      if (await repository.findByPhone(input.doctorId, phone)) throw new AppError(409, 'PatientWithPhoneNumberExist');
      const patient = await repository.insert({
        doctorId: input.doctorId,
        firstName: input.patient.firstName.trim(),
        lastName: input.patient.lastName.trim(),
        gender: input.patient.gender ?? 'MALE',
        birthday,
        phone,
        email: input.patient.email || null,
        state: input.patient.state ?? null,
        city: input.patient.city ?? null,
        // created by the practice, not registered by the patient: the practice keeps it up to date
        isGuest: true,
        clientUiId: input.clientUiId ?? null,
        createdByUserId: input.actorUserId,
        source: input.actorUserId ? 'doctor' : 'patient',
      });
      return { patient, created: true };
    },

    /**
     * The patient fields of an appointment update, with the booking's rules (phone, adult, phone
     * free). Only a patient the practice keeps (guest) changes: a registered patient's identity is
     * theirs, so the same values pass and different ones are refused.
     */
    async updateFromAppointment(
      doctorId: string,
      patient: {
        id: string;
        isGuest: boolean;
        firstName: string;
        lastName: string;
        gender: string;
        birthday: string | null;
        phone: string | null;
        email: string | null;
      },
      fields: NewPatient,
    ) {
      const phone = toE164(fields.phone);
      if (!phone) throw new AppError(400, 'PatientRequiredFieldsMissing');
      const today = dayjs();
      const columns = {
        firstName: fields.firstName.trim(),
        lastName: fields.lastName.trim(),
        gender: fields.gender ?? 'MALE',
        birthday: birthdayOf(fields, today),
        phone,
        email: fields.email || null,
      };
      const changed = (Object.keys(columns) as (keyof typeof columns)[]).filter((key) => columns[key] !== patient[key]);
      if (changed.length === 0) return;
      if (!patient.isGuest) throw new AppError(403, 'DoctorNotAuthorizedAction');
      if (isMinor(columns.birthday, today)) throw new AppError(400, 'minorPatientNotAccepted');
      const holder = await repository.findByPhone(doctorId, phone);
      if (holder && holder.id !== patient.id) throw new AppError(409, 'PatientWithPhoneNumberExist');
      await repository.update(doctorId, patient.id, columns);
    },

    async lookup(doctorId: string, query: string) {
      const digits = query.replace(/[\s.-]/g, '');
      const phonePrefix = /^\+?\d{2,}$/.test(digits)
        ? digits.startsWith('+')
          ? digits
          : `+213${digits.replace(/^0/, '')}`
        : null;
      const rows = await repository.lookup(doctorId, { namePrefix: query, phonePrefix }, 10);
      return rows.map(({ patient, missed }) => presentPatientSummary(patient, Number(missed)));
    },
  };
}

export type PatientsService = ReturnType<typeof createPatientsService>;
