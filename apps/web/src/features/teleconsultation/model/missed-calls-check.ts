import { missedTeleconsultations } from '@tabib/contracts/teleconsultation';
import { storagePrefix } from '../../../lib/storage-keys';

/** What the last missed-teleconsultation modal showed: its day (YYYY-MM-DD) and how many misses. */
export interface MissedCallsShown {
  day: string;
  count: number;
}

const storageKey = `${storagePrefix}missedCallsShown`;

/**
 * Spec 3 section 9: how often the missed teleconsultations are checked, 1 hour unless the build
 * sets VITE_MISSED_CALLS_CHECK_MINUTES (docs/decisions.md, "Teleconsultation").
 */
export function missedCallsCheckEveryMs(
  configured: string | undefined = import.meta.env.VITE_MISSED_CALLS_CHECK_MINUTES,
): number {
  const minutes = Number(configured);
  return (Number.isFinite(minutes) && minutes > 0 ? minutes : missedTeleconsultations.checkEveryMinutes) * 60_000;
}

/** Spec 3 section 9: the modal shows once per day and count, so only a count not shown today is news. */
export function isNewMissedCount(total: number, today: string, shown: MissedCallsShown | null): boolean {
  return total > 0 && !(shown !== null && shown.day === today && shown.count === total);
}

export function readMissedCallsShown(): MissedCallsShown | null {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as Partial<MissedCallsShown> | null;
    return stored && typeof stored.day === 'string' && typeof stored.count === 'number'
      ? { day: stored.day, count: stored.count }
      : null;
  } catch {
    return null;
  }
}

export function rememberMissedCallsShown(shown: MissedCallsShown): void {
  localStorage.setItem(storageKey, JSON.stringify(shown));
}
