import { geoPositionSchema, type GeoPosition, type MapConfig } from '@tabib/contracts/office-location';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/accounts';
import { AppError } from '../../lib/app-error';
import { canEditDoctorProfile, isClinicAccount } from '../practice/practice.policy';
import type { PracticeService } from '../practice/practice.service';
import { createOfficeLocationRepository } from './office-location.repository';

/** The office's GPS position of the practice's doctor (doctor_profiles.latitude/longitude). */
export function createOfficeLocationService(options: { db: Executor; practice: PracticeService; config: Pick<AppConfig, 'mapTileUrl' | 'mapTileAttribution'> }) {
  const { practice, config } = options;
  const repository = createOfficeLocationRepository(options.db);

  /** The doctor whose office this account sees: itself, or an assistant's employer. Clinic accounts have none. */
  async function doctorOf(actor: UserRow) {
    if (isClinicAccount(actor)) throw new AppError(403, 'DoctorNotAuthorizedAction');
    return (await practice.scopeOf(actor)).doctor;
  }

  return {
    mapConfig(): MapConfig {
      return { tileUrl: config.mapTileUrl, attribution: config.mapTileAttribution };
    },

    async get(actor: UserRow): Promise<GeoPosition | null> {
      const row = await repository.find((await doctorOf(actor)).id);
      return row?.latitude != null && row.longitude != null ? { lat: row.latitude, lng: row.longitude } : null;
    },

    async save(actor: UserRow, input: unknown): Promise<GeoPosition> {
      if (!canEditDoctorProfile(actor)) throw new AppError(403, 'DoctorNotAuthorizedAction');
      const parsed = geoPositionSchema.safeParse(input);
      if (!parsed.success) throw new AppError(400, 'geoPositionInvalid');
      const doctor = await doctorOf(actor);
      await repository.save(doctor.id, parsed.data.lat, parsed.data.lng);
      return parsed.data;
    },
  };
}

export type OfficeLocationService = ReturnType<typeof createOfficeLocationService>;
