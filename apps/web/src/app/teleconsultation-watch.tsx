import { lazy, Suspense } from 'react';
import { useCurrentProfile } from '../features/auth/api/get-profile';
import { useMissedCallsCheck } from '../features/teleconsultation/hooks/use-missed-calls-check';
import { answersWaitingCalls, checksMissedCalls } from '../features/teleconsultation/model/call-alerts-access';
import { useCallWaiting } from '../features/teleconsultation/stores/call-waiting-store';
import { useOnlineStatus } from '../lib/use-online-status';
import { useCallWaitingLive } from './use-call-waiting-live';

// Loaded when there is something to show: most pages never draw either.
const CallWaitingNotices = lazy(() =>
  import('../features/teleconsultation/components/call-waiting-notices').then((m) => ({ default: m.CallWaitingNotices })),
);
const MissedCallsModal = lazy(() =>
  import('../features/teleconsultation/components/missed-calls-modal').then((m) => ({ default: m.MissedCallsModal })),
);

/**
 * The teleconsultation's alerts on every signed-in page (main and settings layouts): the waiting
 * patients' call notices (spec 2 section 4) and the missed-teleconsultation modal (spec 3 section 9).
 */
export function TeleconsultationWatch() {
  const profile = useCurrentProfile();
  const online = useOnlineStatus();
  const answersCalls = answersWaitingCalls(profile);
  useCallWaitingLive(answersCalls);
  const hasNotices = useCallWaiting((state) => state.notices.length > 0);
  const missed = useMissedCallsCheck(online && checksMissedCalls(profile));
  return (
    <Suspense fallback={null}>
      {answersCalls && hasNotices ? <CallWaitingNotices /> : null}
      {missed.open ? <MissedCallsModal onClose={missed.close} /> : null}
    </Suspense>
  );
}
