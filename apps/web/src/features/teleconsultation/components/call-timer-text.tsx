import { useNow } from '../../../lib/use-now';
import { elapsedSecondsOf, formatCallDuration, type CallTimer } from '../model/call-timer';

/** The timer as hh:mm:ss, redrawn four times a second on its own (the rest of the call screen is not): never a second late. */
export function CallTimerText({ timer, label }: { timer: CallTimer; label: string }) {
  const now = useNow(250);
  const running = timer.runningSince !== null;
  return (
    <span
      className="tabib-call-timer"
      role="timer"
      aria-label={label}
      dir="ltr"
      data-testid="call-timer"
      data-running={running ? 'true' : 'false'}
    >
      {formatCallDuration(elapsedSecondsOf(timer, now.getTime()))}
    </span>
  );
}
