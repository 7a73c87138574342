import { Suspense } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/ui/page-spinner';
import { ShellHeader } from './shell-header';
import { Sidebar } from './sidebar';

export function MainLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Sidebar />
      <Layout>
        <ShellHeader />
        <Layout.Content style={{ padding: 24 }}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
