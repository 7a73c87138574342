import { useEffect, useState } from 'react';
import { elapsedSecondsOf, pausedTimer, runTimer, type CallTimer } from '../model/call-timer';

/** The call's stopwatch, running while `running`; `secondsNow()` reads it at any moment (the leave call's duration). */
export function useCallTimer(running: boolean): { timer: CallTimer; secondsNow(): number } {
  const [timer, setTimer] = useState<CallTimer>(pausedTimer);
  useEffect(() => {
    setTimer((current) => runTimer(current, running, Date.now()));
  }, [running]);
  return { timer, secondsNow: () => elapsedSecondsOf(timer, Date.now()) };
}
