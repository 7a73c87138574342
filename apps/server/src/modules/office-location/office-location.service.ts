import { geoPositionSchema, type GeoPosition, type MapConfig } from '@tabib/contracts/office-location';
import type { AppConfig } from '../../config';
import type { UserRow } from '../../db/schema/accounts';
import { AppError } from '../../lib/app-error';
import type { ProfileDetailsService } from '../profile/profile-details.service';

/** The office's GPS position of the practice's doctor (kept in the doctor profile), and the map's tile server. */
export function createOfficeLocationService(options: {
  profileDetails: ProfileDetailsService;
  config: Pick<AppConfig, 'mapTileUrl' | 'mapTileAttribution'>;
}) {
  const { profileDetails, config } = options;

  return {
    mapConfig(): MapConfig {
      return { tileUrl: config.mapTileUrl, attribution: config.mapTileAttribution };
    },

    get: (actor: UserRow): Promise<GeoPosition | null> => profileDetails.officePosition(actor),

    async save(actor: UserRow, input: unknown): Promise<GeoPosition> {
      const doctor = await profileDetails.profileDoctorOf(actor, 'edit');
      const parsed = geoPositionSchema.safeParse(input);
      if (!parsed.success) throw new AppError(400, 'geoPositionInvalid');
      await profileDetails.saveOfficePosition(doctor, parsed.data);
      return parsed.data;
    },
  };
}

export type OfficeLocationService = ReturnType<typeof createOfficeLocationService>;
