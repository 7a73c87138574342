import dayjs, { type Dayjs } from 'dayjs';
import {
  appointmentDurations,
  type Appointment,
  type AppointmentType,
  type CreateAppointmentRequest,
  type UpdateAppointmentRequest,
} from '@tabib/contracts/appointments';
import { defaultPhonePrefix, toE164 } from '@tabib/contracts/phone';
import { formatPhone } from '../../../lib/phone';
import type { Gender, NewPatient, PatientSummary } from '@tabib/contracts/patients';
import { ageFromBirthday, displayBirthday } from './birthday';
import { familyMemberFieldsOf, familyMemberRequestOf, noFamilyMember, type FamilyMemberFormValues } from './family-member';

export type PatientMode = 'new' | 'existing';

/** The appointment form's values (spec 1 section 3, "Appointment form values"); the patient is the holder when for a family member. */
export interface AppointmentFormValues extends FamilyMemberFormValues {
  startDate: Dayjs | null;
  startTime: Dayjs | null;
  consultationReason: string | null;
  duration: number | null;
  type: AppointmentType;
  patientMode: PatientMode;
  patientID: string | null;
  firstName: string;
  lastName: string;
  birthday: string;
  age: number | null;
  /** null until picked: never assumed (the form requires it) */
  gender: Gender | null;
  phone: string;
  email: string;
}

/** The ids the action layer generates for a booking; the server dedupes on them. */
export interface ClientIds {
  appointmentUiId: string;
  patientUiId: string | null;
}

const blankPatient = {
  patientID: null,
  firstName: '',
  lastName: '',
  birthday: '',
  age: null,
  gender: null,
  phone: defaultPhonePrefix,
  email: '',
} satisfies Partial<AppointmentFormValues>;

/** The first duration of the list that is at least `minutes` (a reason's own duration may not be in the list). */
export function durationFor(minutes: number | null | undefined): number | null {
  if (minutes === null || minutes === undefined) return null;
  return appointmentDurations.find((duration) => duration >= minutes) ?? null;
}

export function emptyFormValues(start: Dayjs | null): AppointmentFormValues {
  return {
    startDate: start ? start.startOf('day') : null,
    startTime: start,
    consultationReason: null,
    duration: null,
    type: 'cabinet',
    patientMode: 'new',
    ...blankPatient,
    ...noFamilyMember,
  };
}

export function patientFieldsOf(patient: PatientSummary): Partial<AppointmentFormValues> {
  const birthday = displayBirthday(patient.birthday);
  return {
    patientID: patient._id,
    firstName: patient.firstName,
    lastName: patient.lastName,
    birthday,
    age: ageFromBirthday(birthday),
    gender: patient.gender,
    phone: patient.phone ? formatPhone(patient.phone) : defaultPhonePrefix,
    email: patient.email ?? '',
  };
}

export function formValuesOf(appointment: Appointment): AppointmentFormValues {
  const start = dayjs(appointment.start);
  return {
    ...emptyFormValues(start),
    consultationReason: appointment.consultationReason._id,
    duration: appointment.duration,
    type: appointment.type,
    patientMode: 'existing',
    ...(appointment.patient ? patientFieldsOf(appointment.patient) : {}),
    ...(appointment.familyMember ? familyMemberFieldsOf(appointment.familyMember) : {}),
  };
}

/** Date and time fields joined into the ISO instant with offset the API takes. */
export function startAtOf(values: Pick<AppointmentFormValues, 'startDate' | 'startTime'>): string | null {
  if (!values.startDate || !values.startTime) return null;
  return values.startDate.hour(values.startTime.hour()).minute(values.startTime.minute()).second(0).millisecond(0).format();
}

export function newPatientOf(values: AppointmentFormValues): NewPatient {
  const birthday = values.birthday.trim();
  return {
    // the form does not submit without one; a missing one is the server's PatientRequiredFieldsMissing
    gender: values.gender as Gender,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    birthday: birthday || null,
    age: values.age ?? null,
    phone: toE164(values.phone) ?? values.phone.trim(),
    email: values.email.trim() || null,
  };
}

/** The new-appointment payload of spec 1 section 3. */
export function createRequestOf(
  values: AppointmentFormValues,
  ids: ClientIds,
  clinicDoctorId: string | null,
): CreateAppointmentRequest {
  const isNewPatient = values.patientMode === 'new';
  return {
    consultationReason: values.consultationReason ?? '',
    startAt: startAtOf(values) ?? '',
    isNewPatient,
    duration: values.duration ?? Number.NaN,
    type: values.type,
    selectedClinicDoctor: clinicDoctorId,
    patient: isNewPatient ? null : values.patientID,
    newPatient: isNewPatient ? newPatientOf(values) : null,
    ...familyMemberRequestOf(values),
    appointment_ui_id: ids.appointmentUiId,
    patient_ui_id: isNewPatient ? ids.patientUiId : null,
  };
}

type AppointmentValues = UpdateAppointmentRequest['newValues'];

export function appointmentValuesOf(appointment: Appointment, clinicDoctorId: string | null): AppointmentValues {
  return {
    id: appointment._id,
    clinic_doctor: clinicDoctorId,
    startAt: dayjs(appointment.start).format(),
    consultationReason: appointment.consultationReason._id,
    duration: appointment.duration,
    type: appointment.type,
  };
}

/** The update payload: the form's new values (with the patient fields when they were editable) beside the appointment's current ones. */
export function updateRequestOf(
  values: AppointmentFormValues,
  appointment: Appointment,
  clinicDoctorId: string | null,
  withPatient = false,
): UpdateAppointmentRequest {
  const { gender, firstName, lastName, birthday, age, phone, email } = newPatientOf(values);
  return {
    newValues: {
      id: appointment._id,
      clinic_doctor: clinicDoctorId,
      startAt: startAtOf(values) ?? '',
      consultationReason: values.consultationReason ?? '',
      duration: values.duration ?? Number.NaN,
      type: values.type,
      ...(withPatient ? { gender, firstName, lastName, birthday, age, phone, email: email ?? '' } : {}),
    },
    oldValues: appointmentValuesOf(appointment, clinicDoctorId),
  };
}
