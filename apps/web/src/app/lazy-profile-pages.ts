import { lazy } from 'react';
import { lazyWithNamespace } from '../lib/on-demand-namespace';

// Apart from lazy-pages: the settings index shows one of them, and lazy-pages loads the settings index.
// With the clinic's messages (a chunk of their own: lib/start-namespaces.ts).
export const ClinicProfilePage = lazyWithNamespace('clinic', () =>
  import('../features/clinic/components/clinic-profile-page').then((m) => m.ClinicProfilePage),
);
export const DoctorProfilePage = lazy(() =>
  import('../features/profile/components/doctor-profile-page').then((m) => ({ default: m.DoctorProfilePage })),
);
