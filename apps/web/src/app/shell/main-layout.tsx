import { Layout } from 'antd';
import { ShellMain } from './shell-main';
import { Sidebar } from './sidebar';
import { useSessionEndedLive } from '../use-session-ended-live';
import { useReasonLiveUpdates } from '../use-reason-live-updates';

export function MainLayout() {
  useSessionEndedLive();
  useReasonLiveUpdates();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Sidebar />
      <ShellMain />
    </Layout>
  );
}
