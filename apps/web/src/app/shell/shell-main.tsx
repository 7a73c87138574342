import { Suspense } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/ui/page-spinner';
import { ShellHeader } from './shell-header';

/** The right-hand side of every signed-in layout: header, then the routed page. */
export function ShellMain() {
  return (
    <Layout>
      <ShellHeader />
      <Layout.Content style={{ padding: 24 }}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}
