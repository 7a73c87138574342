/** Cache keys of the records feature (files, reports, prescriptions), per patient or appointment and acting doctor. */
export const recordKeys = {
  files: (patientId: string, clinicDoctorId: string | null) => ['records', 'files', patientId, clinicDoctorId] as const,
  reports: (patientId: string, clinicDoctorId: string | null) => ['records', 'reports', patientId, clinicDoctorId] as const,
  prescription: (appointmentId: string, clinicDoctorId: string | null) =>
    ['records', 'prescription', appointmentId, clinicDoctorId] as const,
  savedMedicines: (clinicDoctorId: string | null) => ['records', 'saved-medicines', clinicDoctorId] as const,
};

/** The contract's path with its `:name` parts filled in. */
export function pathOf(pattern: string, ids: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(ids[name] ?? ''));
}

/** ?cqDoctor= for clinic accounts acting for one of their doctors. */
export const doctorQuery = (clinicDoctorId: string | null) => (clinicDoctorId ? { cqDoctor: clinicDoctorId } : undefined);
