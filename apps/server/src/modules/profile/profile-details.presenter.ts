import type { ProfileDetails } from '@tabib/contracts/profile-details';
import type { Language } from '@tabib/contracts/reference-data';
import type { Speciality } from '@tabib/contracts/specialities';
import type { UserRow } from '../../db/schema/accounts';
import type { DoctorProfileRow } from './profile-details.repository';

/** A doctor has one office here: its address and position live on doctor_profiles. */
export function presentProfileDetails(
  doctor: UserRow,
  profile: DoctorProfileRow | undefined,
  specialities: Speciality[],
  languages: Language[],
): ProfileDetails {
  const hasPosition = profile?.longitude != null && profile.latitude != null;
  return {
    legalInfo: {
      firstName: doctor.firstName,
      lastName: doctor.lastName,
      phone: doctor.phone,
      email: doctor.email,
      picture: doctor.picture,
      gender: profile?.gender ?? null,
      specialities,
      offices: [
        {
          address: { address1: profile?.address1 ?? '', state: profile?.stateId ?? null, city: profile?.cityId ?? null },
          location: { coordinates: hasPosition ? [profile.longitude!, profile.latitude!] : null },
        },
      ],
    },
    generalInfo: { biography: profile?.biography ?? '', languages },
    diplomas: profile?.diplomas ?? [],
  };
}
