import type { ClinicDoctor } from '@tabib/contracts/user';

/** The width of the clinic's doctors panel beside the calendar, open. */
export const doctorsPanelWidth = 240;

/** `specialityId` null keeps every doctor. */
export function doctorsOfSpeciality(doctors: readonly ClinicDoctor[], specialityId: string | null): ClinicDoctor[] {
  return specialityId
    ? doctors.filter((doctor) => doctor.specialities.some((speciality) => speciality._id === specialityId))
    : [...doctors];
}
