import type { ClinicDoctor } from '@tabib/contracts/user';

/** The width of the clinic's doctors panel beside the calendar, open. */
export const doctorsPanelWidth = 240;

/** `specialityId` null keeps every doctor. */
export function doctorsOfSpeciality(doctors: readonly ClinicDoctor[], specialityId: string | null): ClinicDoctor[] {
  return specialityId
    ? doctors.filter((doctor) => doctor.specialities.some((speciality) => speciality._id === specialityId))
    : [...doctors];
}

/** Spec 2 section 3: work_status 'work' means online. */
export const isOnline = (doctor: Pick<ClinicDoctor, 'work_status'>) => doctor.work_status === 'work';
