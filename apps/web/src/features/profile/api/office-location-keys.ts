export const officeLocationKeys = {
  position: ['profile', 'office', 'geo-position'] as const,
  mapConfig: ['common', 'map-config'] as const,
};
