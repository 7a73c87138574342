import type { z } from 'zod';
import type { GeoPosition } from '@tabib/contracts/office-location';
import type { generalInfoBodySchema, ProfileDetails } from '@tabib/contracts/profile-details';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/accounts';
import { AppError } from '../../lib/app-error';
import { assertMay } from '../practice/practice.policy';
import type { PracticeService } from '../practice/practice.service';
import type { ReferenceDataService } from '../reference-data/reference-data.service';
import { presentSpeciality } from './profile.presenter';
import { presentProfileDetails } from './profile-details.presenter';
import { createProfileDetailsRepository } from './profile-details.repository';
import { createProfileRepository } from './profile.repository';

/** The doctor profile of the settings index: read by the practice, general info written by DOC-ALL. */
export function createProfileDetailsService(options: {
  db: Executor;
  practice: PracticeService;
  referenceData: ReferenceDataService;
}) {
  const { db, practice, referenceData } = options;
  const repository = createProfileDetailsRepository(db);
  const profiles = createProfileRepository(db);

  /** The doctor whose profile the actor sees: itself, or an assistant's employer. */
  async function profileDoctorOf(actor: UserRow, action: 'read' | 'edit'): Promise<UserRow> {
    assertMay(actor, 'profile.edit', action === 'read' ? 'read' : 'change');
    return (await practice.scopeOf(actor)).doctor;
  }

  async function detailsOf(doctor: UserRow): Promise<ProfileDetails> {
    const [profile, specialities] = await Promise.all([repository.findProfile(doctor.id), profiles.specialitiesOf([doctor.id])]);
    const languages = await referenceData.languagesOf(profile?.languages ?? []);
    return presentProfileDetails(
      doctor,
      profile,
      specialities.map((row) => presentSpeciality(row.speciality)),
      languages,
    );
  }

  return {
    profileDoctorOf,
    async details(actor: UserRow) {
      return detailsOf(await profileDoctorOf(actor, 'read'));
    },
    async updateGeneralInfo(actor: UserRow, input: z.output<typeof generalInfoBodySchema>) {
      const doctor = await profileDoctorOf(actor, 'edit');
      const known = await referenceData.languagesOf(input.languages);
      if (known.length !== input.languages.length) throw new AppError(400, 'validationFailed');
      await repository.upsertProfile(doctor.id, { biography: input.biography, languages: input.languages });
      return detailsOf(doctor);
    },

    /** The office's GPS position of the practice's doctor, null until placed. */
    async officePosition(actor: UserRow): Promise<GeoPosition | null> {
      const profile = await repository.findProfile((await profileDoctorOf(actor, 'read')).id);
      return profile?.latitude != null && profile.longitude != null ? { lat: profile.latitude, lng: profile.longitude } : null;
    },

    /** The profile row may not exist yet: a doctor can place the office before writing anything else. */
    async saveOfficePosition(doctor: UserRow, position: GeoPosition) {
      await repository.upsertProfile(doctor.id, { latitude: position.lat, longitude: position.lng });
    },
  };
}

export type ProfileDetailsService = ReturnType<typeof createProfileDetailsService>;
