import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import { missedTeleconsultations } from '@tabib/contracts/teleconsultation';
import { useMissedTeleconsultations } from '../api/get-missed-teleconsultations';
import { isNewMissedCount, readMissedCallsShown, rememberMissedCallsShown } from '../model/missed-calls-check';

/**
 * Spec 3 section 9: the missed teleconsultations are checked at start and every hour; a check
 * that finds a count not shown today opens the modal 5 s later. Asked again when the modal would
 * open, so that two tabs do not both show it.
 */
export function useMissedCallsCheck(enabled: boolean): { open: boolean; close(): void } {
  const check = useMissedTeleconsultations({ enabled, checks: true });
  const total = check.data?.pages[0]?.total;
  const checkedAt = check.dataUpdatedAt;
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!enabled || total === undefined) return;
    const today = () => dayjs().format('YYYY-MM-DD');
    if (!isNewMissedCount(total, today(), readMissedCallsShown())) return;
    const timer = setTimeout(() => {
      if (!isNewMissedCount(total, today(), readMissedCallsShown())) return;
      rememberMissedCallsShown({ day: today(), count: total });
      setOpen(true);
    }, missedTeleconsultations.modalDelayMs);
    return () => clearTimeout(timer);
  }, [enabled, total, checkedAt]);

  return { open, close: () => setOpen(false) };
}
