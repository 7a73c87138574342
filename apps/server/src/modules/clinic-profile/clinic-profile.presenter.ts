import { apiBasePath } from '@tabib/contracts/auth';
import { clinicProfilePaths, type ClinicImage, type ClinicProfile } from '@tabib/contracts/clinic-profile';
import type { ClinicRow } from '../../db/schema/accounts';

/** Where the public route serves a stored image (its key never changes content: cached for good). */
export const clinicImageOf = (key: string): ClinicImage => ({ key, url: `${apiBasePath}${clinicProfilePaths.images}/${key}` });

export function presentClinicProfile(clinic: ClinicRow): ClinicProfile {
  return {
    _id: clinic.id,
    name: clinic.name,
    description: clinic.description ?? '',
    phones: clinic.phones,
    email: clinic.email ?? '',
    gallery: clinic.gallery.map(clinicImageOf),
    cover: clinic.cover ? clinicImageOf(clinic.cover) : null,
  };
}
