import { lazy } from 'react';

// Apart from lazy-pages: the settings index shows one of them, and lazy-pages loads the settings index.
export const ClinicProfilePage = lazy(() =>
  import('../features/clinic/components/clinic-profile-page').then((m) => ({ default: m.ClinicProfilePage })),
);
export const DoctorProfilePage = lazy(() =>
  import('../features/profile/components/doctor-profile-page').then((m) => ({ default: m.DoctorProfilePage })),
);
