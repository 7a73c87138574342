import type { Patient, PatientForm } from '@tabib/contracts/patients';
import { toE164 } from '@tabib/contracts/phone';
import type { QueuedPatientWrites } from '../api/patient-outbox';

type PatientList = { success: true; total: number; patients: Patient[] };

/** What a saved form changes in a patient as the lists show it (before the server answers). */
function fieldsOf(form: PatientForm): Partial<Patient> {
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    phone: toE164(form.phone) ?? form.phone,
    email: form.email || null,
    birthday: form.birthday || null,
    gender: form.gender,
    maritalStatus: form.maritalStatus ?? null,
    address: { state: form.address?.state ?? null, city: form.address?.city ?? null },
  };
}

/** Spec 2 section 4: an update shows at once in every cached list; the server's answer then commits or resets it. */
export function withUpdatedPatient(list: PatientList | undefined, patientId: string, form: PatientForm): PatientList | undefined {
  if (!list) return list;
  return {
    ...list,
    patients: list.patients.map((patient) => (patient._id === patientId ? { ...patient, ...fieldsOf(form) } : patient)),
  };
}

/** A created patient shows first on page 1 of the live list, under its client id until the server's answer replaces it. */
export function withCreatedPatient(
  list: PatientList | undefined,
  clientId: string,
  form: PatientForm,
  now: Date = new Date(),
): PatientList | undefined {
  if (!list || list.patients.some((patient) => patient._id === clientId)) return list;
  const provisional: Patient = {
    _id: clientId,
    picture: null,
    picture_url: null,
    isGuest: true,
    generalStatus: 'active',
    missedAppointments: [],
    missingAppointments: 0,
    createdAt: now.toISOString(),
    ...(fieldsOf(form) as Pick<
      Patient,
      'firstName' | 'lastName' | 'phone' | 'email' | 'birthday' | 'gender' | 'maritalStatus' | 'address'
    >),
  };
  return { ...list, total: list.total + 1, patients: [provisional, ...list.patients] };
}

/**
 * A list as shown while patient writes wait in the outbox: the queued creates first on page 1 of
 * the live list, the queued changes over the patients they change. With no list (the server could
 * not be reached), page 1 of the live list shows the queued creates alone.
 */
export function withQueuedPatients(
  list: PatientList | undefined,
  queued: QueuedPatientWrites | undefined,
  { firstLivePage, unreachable }: { firstLivePage: boolean; unreachable: boolean },
): PatientList | undefined {
  if (!queued) return list;
  let shown = list ?? (firstLivePage && unreachable ? { success: true as const, total: 0, patients: [] } : undefined);
  if (firstLivePage) for (const { clientId, form } of queued.created) shown = withCreatedPatient(shown, clientId, form);
  for (const { patientId, form } of queued.updated) shown = withUpdatedPatient(shown, patientId, form);
  return shown;
}
