import type { ConfigProviderProps } from 'antd';
import { CallRedirectPage } from './call-redirect-page';
import { JoinCallPage } from './join-call-page';
import { JoinRoot } from './join-root';

export { joinPagesReady } from './join-root';

type Theme = ConfigProviderProps['theme'];

/** The routes' elements (app/router.tsx): the patient's pages of a call, in one lazy chunk, outside the signed-in app. */
export function JoinCallRoute({ theme }: { theme: Theme }) {
  return (
    <JoinRoot theme={theme}>
      <JoinCallPage />
    </JoinRoot>
  );
}

/** /rendez-vous/:call_bitfy and /call/:call_bitfy: a patient has no session, a doctor may. */
export function CallLinkRoute({ theme }: { theme: Theme }) {
  return (
    <JoinRoot theme={theme}>
      <CallRedirectPage />
    </JoinRoot>
  );
}
