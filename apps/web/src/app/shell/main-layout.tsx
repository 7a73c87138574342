import { Layout } from 'antd';
import { ShellMain } from './shell-main';
import { Sidebar } from './sidebar';
import { useSessionEndedLive } from '../use-session-ended-live';
import { useReasonLiveUpdates } from '../use-reason-live-updates';
import { useConnectivityNotices } from '../use-connectivity-notices';
import { useServiceWorker } from '../use-service-worker';
import { useOfflineCopy } from '../use-offline-copy';
import { useOutboxReplay } from '../use-outbox-replay';
import { TeleconsultationAlerts } from '../teleconsultation-alerts';

export function MainLayout() {
  useSessionEndedLive();
  useReasonLiveUpdates();
  useConnectivityNotices();
  useOutboxReplay();
  useServiceWorker();
  useOfflineCopy();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Sidebar />
      <ShellMain />
      <TeleconsultationAlerts />
    </Layout>
  );
}
