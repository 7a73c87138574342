import { lazy, Suspense } from 'react';
import { Layout } from 'antd';
import { capabilitiesOfProfile } from '@tabib/contracts/capabilities';
import { useCurrentProfile } from '../../features/auth/api/get-profile';
import { ShellMain } from './shell-main';
import { Sidebar } from './sidebar';
import { useSessionEndedLive } from '../use-session-ended-live';
import { useReasonLiveUpdates } from '../use-reason-live-updates';
import { usePrivilegesLive } from '../use-privileges-live';
import { useConnectivityNotices } from '../use-connectivity-notices';
import { useServiceWorker } from '../use-service-worker';
import { useOfflineCopy } from '../use-offline-copy';
import { useOutboxReplay } from '../use-outbox-replay';
import { TeleconsultationAlerts } from '../teleconsultation-alerts';
import { headerControlsFor } from './nav-items';

// Clinic accounts only (presence and clinic notices): not part of a doctor's first load.
const ClinicLive = lazy(() => import('../clinic-shell').then((m) => ({ default: m.ClinicLive })));

export function MainLayout() {
  const profile = useCurrentProfile();
  const clinicAccount = headerControlsFor(profile).clinicDoctors;
  useSessionEndedLive();
  useReasonLiveUpdates();
  usePrivilegesLive();
  useConnectivityNotices();
  useOutboxReplay(capabilitiesOfProfile(profile)['failedActions.open'] !== 'hidden');
  useServiceWorker();
  useOfflineCopy();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Sidebar />
      <ShellMain />
      <TeleconsultationAlerts />
      {clinicAccount ? (
        <Suspense fallback={null}>
          <ClinicLive />
        </Suspense>
      ) : null}
    </Layout>
  );
}
