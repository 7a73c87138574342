import { lazy, Suspense, useState } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/ui/page-spinner';
import { useCurrentProfile } from '../../features/auth/api/get-profile';
import { useScreenMatches } from '../../lib/screen-size';
import { ShellHeaderControl } from '../../lib/shell-header';
import { ShellHeader } from './shell-header';

// The subscription's banners and popups (spec 3 section 4): a chunk of their own, loaded after the
// page; it shows nothing to the accounts the subscription's checks do not run for.
const SubscriptionNotices = lazy(() =>
  import('../../features/subscription/components/subscription-notices').then((m) => ({ default: m.SubscriptionNotices })),
);

/** The right-hand side of every signed-in layout: header, then the routed page. */
export function ShellMain() {
  const narrow = useScreenMatches('narrow');
  const profile = useCurrentProfile();
  // A page may hide the header while it is shown (the subscription's flows: lib/shell-header.tsx).
  const [headerHidden, setHeaderHidden] = useState(false);
  return (
    // min-width 0: a wide table or grid scrolls inside the page instead of widening the screen.
    <Layout style={{ minWidth: 0 }}>
      {headerHidden ? null : <ShellHeader />}
      <Layout.Content style={{ padding: narrow ? 12 : 24, minWidth: 0 }}>
        <Suspense fallback={null}>
          <SubscriptionNotices profile={profile} />
        </Suspense>
        <Suspense fallback={<PageSpinner />}>
          <ShellHeaderControl value={setHeaderHidden}>
            <Outlet />
          </ShellHeaderControl>
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}
