import { lazy } from 'react';

// Apart from lazy-pages: the settings index shows one of them, and lazy-pages loads the settings index.
export const ClinicProfilePage = lazy(() =>
  import('../features/clinic/components/clinic-profile-page').then((m) => ({ default: m.ClinicProfilePage })),
);
const loadDoctorProfilePage = () => import('../features/profile/components/doctor-profile-page');
export const DoctorProfilePage = lazy(() => loadDoctorProfilePage().then((m) => ({ default: m.DoctorProfilePage })));
/** The settings index of a doctor, prefetched with the shell's next pages (app/use-prefetch-next-pages.ts). */
export const prefetchDoctorProfilePage = loadDoctorProfilePage;
