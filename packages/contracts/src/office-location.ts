import { z } from 'zod';

/** Spec 3 sections 2 and 7: the office's GPS position, and the map that places it. */
export const officeLocationPaths = {
  geoPosition: '/doctors/profile/office/geo-position',
  mapConfig: '/common/map-config',
} as const;

const invalid = { message: 'geoPositionInvalid' };

/** WGS 84 degrees; JSON numbers only (a string such as "36.7" is refused). */
export const geoPositionSchema = z.object({
  lat: z.number(invalid).min(-90, invalid).max(90, invalid),
  lng: z.number(invalid).min(-180, invalid).max(180, invalid),
});
export type GeoPosition = z.infer<typeof geoPositionSchema>;

export const geoPositionResponseSchema = z.object({ success: z.literal(true), position: geoPositionSchema.nullable() });
export type GeoPositionResponse = z.infer<typeof geoPositionResponseSchema>;

/** Where the web map loads its tiles from (MAP_TILE_URL, MAP_TILE_ATTRIBUTION on the server). */
export const mapConfigResponseSchema = z.object({ tileUrl: z.string(), attribution: z.string() });
export type MapConfig = z.infer<typeof mapConfigResponseSchema>;

/** Spec 3 section 9. */
export const mapZoom = { min: 5, max: 21, initial: 13 } as const;
/** The map's centre when no position is saved: Algiers. */
export const defaultMapCentre: GeoPosition = { lat: 36.7538, lng: 3.0588 };
