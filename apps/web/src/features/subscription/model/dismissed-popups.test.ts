import { describe, expect, it } from 'vitest';
import { dismissPopup, isPopupDismissed } from './dismissed-popups';

describe('dismissed popups (spec 3 section 4)', () => {
  it('does not show a dismissed popup again for the same value, but does for a new one', () => {
    expect(isPopupDismissed('trialEnding', '5')).toBe(false);
    dismissPopup('trialEnding', '5');
    expect(isPopupDismissed('trialEnding', '5')).toBe(true);
    expect(isPopupDismissed('trialEnding', '4')).toBe(false);
    expect(isPopupDismissed('renewPeriod', '5')).toBe(false);
  });

  it('keeps each kind apart and survives an unreadable store', () => {
    dismissPopup('paymentReminder', 'j4:2026-12-02');
    dismissPopup('trialEnding', '3');
    expect(isPopupDismissed('paymentReminder', 'j4:2026-12-02')).toBe(true);
    localStorage.setItem('tabib.subscription.dismissedPopups', '{not json');
    expect(isPopupDismissed('trialEnding', '3')).toBe(false);
    dismissPopup('trialEnding', '2');
    expect(isPopupDismissed('trialEnding', '2')).toBe(true);
  });
});
