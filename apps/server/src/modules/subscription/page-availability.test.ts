import { describe, expect, it } from 'vitest';
import { canCommitInvoice, canCommitPeriod } from './page-availability';
import { endedState, invoiceOf, openState, paidState, requestOf, trialingState } from './subscription-test-states';

describe('canCommitInvoice (invoice-commit)', () => {
  it('opens when waiting or canceled, and when paid once the paid months are over', () => {
    const paid = paidState(invoiceOf('2025-03-01', 12));
    expect(canCommitInvoice(endedState('waiting'), '2026-03-01')).toBe(true);
    expect(canCommitInvoice(endedState('canceled'), '2026-03-01')).toBe(true);
    expect(canCommitInvoice(paid, '2026-02-28')).toBe(false);
    expect(canCommitInvoice(paid, '2026-03-01')).toBe(true);
  });

  it('stays closed while trialing or open', () => {
    expect(canCommitInvoice(trialingState('2026-02-01'), '2026-03-01')).toBe(false);
    expect(canCommitInvoice(openState(invoiceOf('2025-03-01', 3)), '2026-03-01')).toBe(false);
  });
});

describe('canCommitPeriod (period-commit)', () => {
  const running = openState(invoiceOf('2026-01-01', 3));

  it('opens when open and the paid period is over', () => {
    expect(canCommitPeriod(running, '2026-03-31')).toBe(false);
    expect(canCommitPeriod(running, '2026-04-01')).toBe(true);
  });

  it('opens for an incomplete request with none pending, even before anything is paid', () => {
    expect(canCommitPeriod(openState(invoiceOf('2026-03-01', 0), requestOf('2026-03-01', 'incomplete')), '2026-03-02')).toBe(
      true,
    );
    expect(canCommitPeriod(openState(invoiceOf('2026-03-01', 0), requestOf('2026-03-01', 'pending')), '2026-03-02')).toBe(false);
    expect(canCommitPeriod(openState(invoiceOf('2026-01-01', 3), requestOf('2026-04-01', 'pending')), '2026-04-02')).toBe(false);
  });

  it('stays closed in any other status', () => {
    expect(canCommitPeriod(paidState(invoiceOf('2025-03-01', 12)), '2026-03-05')).toBe(false);
    expect(canCommitPeriod(endedState('waiting'), '2026-03-05')).toBe(false);
    expect(canCommitPeriod(trialingState('2026-04-01'), '2026-03-05')).toBe(false);
  });
});
