import { lazy, Suspense } from 'react';

// After the page: the listener, the check and their schemas are no part of the shell's first download.
const TeleconsultationWatch = lazy(() => import('./teleconsultation-watch').then((m) => ({ default: m.TeleconsultationWatch })));

/** The waiting patients' call notices and the missed-teleconsultation check, on every signed-in page. */
export function TeleconsultationAlerts() {
  return (
    <Suspense fallback={null}>
      <TeleconsultationWatch />
    </Suspense>
  );
}
