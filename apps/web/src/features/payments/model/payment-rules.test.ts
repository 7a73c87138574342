import { describe, expect, it } from 'vitest';
import {
  actInformationErrors,
  dinarsInputOf,
  isPaid,
  isValidPaymentDate,
  itemEditError,
  newActErrors,
  newPaymentError,
  positiveAmount,
} from './payment-rules';

const act = {
  paid_amount: 6000,
  total_amount: 10000,
  remaining_amount: 4000,
  items: [
    { _id: 'a', amount: 2000, date: '01/03/2026' },
    { _id: 'b', amount: 4000, date: '02/03/2026' },
  ],
};

describe('payment form rules', () => {
  it('accepts real days from 1900 to 2030 only', () => {
    expect(isValidPaymentDate('29/02/2028')).toBe(true);
    expect(isValidPaymentDate('29/02/2026')).toBe(false);
    expect(isValidPaymentDate('01/01/1899')).toBe(false);
    expect(isValidPaymentDate('01/01/2031')).toBe(false);
    expect(isValidPaymentDate('1/1/2026')).toBe(false);
    expect(isValidPaymentDate('13/13/2026')).toBe(false);
  });

  it('reads amounts in dinars into exact centimes', () => {
    expect(positiveAmount('0.1')).toEqual({ centimes: 10 });
    expect(positiveAmount('0,2')).toEqual({ centimes: 20 });
    expect(positiveAmount('1 250,5')).toEqual({ centimes: 125050 });
    expect(positiveAmount('0')).toEqual({ error: 'amountRequired' });
    expect(positiveAmount('1.234')).toEqual({ error: 'amountRequired' });
    expect(positiveAmount('abc')).toEqual({ error: 'amountRequired' });
    expect(positiveAmount(undefined)).toEqual({ error: 'amountRequired' });
    expect(dinarsInputOf(125050)).toBe('1250.5');
    expect(dinarsInputOf(125005)).toBe('1250.05');
    expect(dinarsInputOf(100)).toBe('1');
  });

  it('checks a new act: title, total, paid not above total', () => {
    expect(newActErrors({ title: 'Soin', total: '100', paid: '' })).toEqual({});
    expect(newActErrors({ title: ' ', total: '0', paid: '-1' })).toEqual({
      title: 'titleOfAct',
      total: 'amountRequired',
      paid: 'amountRequired',
    });
    expect(newActErrors({ title: 'Soin', total: '100', paid: '100.01' })).toEqual({ paid: 'paidAmountMoreThanTotal' });
    expect(newActErrors({ title: 'Soin', total: '0.3', paid: '0.3' })).toEqual({});
  });

  it('refuses a payment above what remains, exactly to the centime', () => {
    expect(newPaymentError(act, '40')).toBeNull();
    expect(newPaymentError(act, '40.01')).toBe('paidAmountMoreThanTotal');
    expect(newPaymentError(act, 'x')).toBe('amountRequired');
    expect(newPaymentError({ paid_amount: 10, total_amount: 30 }, '0.2')).toBeNull();
    expect(newPaymentError({ paid_amount: 10, total_amount: 30 }, '0.21')).toBe('paidAmountMoreThanTotal');
  });

  it('checks an item edit against the other items', () => {
    expect(itemEditError(act, 'a', '60')).toBeNull();
    expect(itemEditError(act, 'a', '60.01')).toBe('paidAmountMoreThanTotal');
    expect(itemEditError(act, 'b', '0')).toBe('amountRequired');
  });

  it('refuses a total below what is paid', () => {
    expect(actInformationErrors(act, { title: 'Soin', total: '60' })).toEqual({});
    expect(actInformationErrors(act, { title: '', total: '59.99' })).toEqual({
      title: 'titleOfAct',
      total: 'paidAmountMoreThanTotal',
    });
    expect(isPaid({ remaining_amount: 0 })).toBe(true);
  });
});
