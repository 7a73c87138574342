import { describe, expect, it } from 'vitest';
import { instalmentAmount, invoiceMonthBounds, isWithinBounds, monthBounds, renewalMonthBounds } from './prorate';
import { invoiceOf } from './subscription-test-states';

describe('the month slider', () => {
  it('runs from 3 for cash and from 1 otherwise, up to the offer duration', () => {
    expect(invoiceMonthBounds('cash', 12)).toEqual({ min: 3, max: 12 });
    expect(invoiceMonthBounds('versement', 12)).toEqual({ min: 1, max: 12 });
    expect(invoiceMonthBounds('cib', 6)).toEqual({ min: 1, max: 6 });
  });

  it('runs from 1 in cash when fewer than 3 months are left', () => {
    expect(monthBounds('cash', 3)).toEqual({ min: 3, max: 3 });
    expect(monthBounds('cash', 2)).toEqual({ min: 1, max: 2 });
  });

  it('stops a renewal at the months left on the invoice', () => {
    expect(renewalMonthBounds('cash', invoiceOf('2026-01-01', 3))).toEqual({ min: 3, max: 9 });
    expect(renewalMonthBounds('virement', invoiceOf('2026-01-01', 11))).toEqual({ min: 1, max: 1 });
  });

  it('takes whole months within the bounds only', () => {
    const bounds = { min: 3, max: 12 };
    expect([2, 3, 12, 13, 3.5].map((months) => isWithinBounds(months, bounds))).toEqual([false, true, true, false, false]);
  });
});

describe('instalmentAmount', () => {
  it('is the month price times the months, in centimes', () => {
    expect(instalmentAmount(300_000, 3)).toBe(900_000);
    expect(instalmentAmount(250_000, 24)).toBe(6_000_000);
  });
});
