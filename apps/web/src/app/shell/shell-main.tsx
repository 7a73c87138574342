import { Suspense } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/ui/page-spinner';
import { useScreenMatches } from '../../lib/screen-size';
import { ShellHeader } from './shell-header';

/** The right-hand side of every signed-in layout: header, then the routed page. */
export function ShellMain() {
  const narrow = useScreenMatches('narrow');
  return (
    // min-width 0: a wide table or grid scrolls inside the page instead of widening the screen.
    <Layout style={{ minWidth: 0 }}>
      <ShellHeader />
      <Layout.Content style={{ padding: narrow ? 12 : 24, minWidth: 0 }}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}
