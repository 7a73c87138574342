import type { ConfigProviderProps } from 'antd';
import { PublicBookingPage } from './public-booking-page';
import { PublicCancelPage } from './public-cancel-page';
import { PublicRoot } from './public-root';

export { publicPagesReady } from './public-root';

type Theme = ConfigProviderProps['theme'];

/** The routes' elements (app/router.tsx): each page in the public frame, in one lazy chunk. */
export function PublicBookingRoute({ theme }: { theme: Theme }) {
  return (
    <PublicRoot theme={theme}>
      <PublicBookingPage />
    </PublicRoot>
  );
}

export function PublicCancelRoute({ theme }: { theme: Theme }) {
  return (
    <PublicRoot theme={theme}>
      <PublicCancelPage />
    </PublicRoot>
  );
}
