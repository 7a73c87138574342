import { storagePrefix } from '../../../lib/storage-keys';
import type { NoticeKind } from './observer-notices';

// Cleared with the session's other keys (lib/session.ts).
const storageKey = `${storagePrefix}subscription.dismissedPopups`;

type Dismissed = Partial<Record<NoticeKind, string>>;

function read(): Dismissed {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '{}');
    return typeof stored === 'object' && stored !== null ? (stored as Dismissed) : {};
  } catch {
    return {};
  }
}

/** Spec 3 section 4: a dismissed popup does not show again for the same value (day count, amount, day). */
export const isPopupDismissed = (kind: NoticeKind, value: string) => read()[kind] === value;

export function dismissPopup(kind: NoticeKind, value: string): void {
  localStorage.setItem(storageKey, JSON.stringify({ ...read(), [kind]: value }));
}
