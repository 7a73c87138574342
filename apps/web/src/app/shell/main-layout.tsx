import { Layout } from 'antd';
import { ShellMain } from './shell-main';
import { Sidebar } from './sidebar';

export function MainLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Sidebar />
      <ShellMain />
    </Layout>
  );
}
