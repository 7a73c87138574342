import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { changeLocale } from '../../../lib/i18n';
import { loadNamespace } from '../../../lib/on-demand-namespace';
import type { PaymentChoice } from '../model/flow-steps';
import { PaymentMethodsStep } from './payment-methods-step';

beforeAll(async () => {
  await changeLocale('en');
  // What app/lazy-pages.ts loads with the subscription's pages.
  await loadNamespace('subscription');
});

function Step({ available }: { available: number }) {
  const [choice, setChoice] = useState<PaymentChoice>({ method: 'versement', months: 1, termsAccepted: false });
  return (
    <PaymentMethodsStep
      choice={choice}
      available={available}
      monthlyPrice={350_000}
      onChange={setChoice}
      onNext={() => undefined}
      onBankInfo={() => undefined}
    />
  );
}

const slider = () => screen.getByTestId('month-slider');
const next = () => screen.getByTestId('step-next');

describe('the payment methods step', () => {
  it('starts on a bank deposit, with the months from one to the offer’s and the amount with a space between thousands', () => {
    render(<Step available={6} />);
    expect(screen.getByRole('radio', { name: /^Bank deposit/ })).toHaveProperty('checked', true);
    expect(slider().dataset).toMatchObject({ min: '1', max: '6' });
    expect(screen.getByTestId('month-value').textContent).toBe('1 month');
    expect(screen.getByTestId('payment-amount').textContent).toBe('3 500 DA');
    expect(next()).toHaveProperty('disabled', false);
  });

  it('asks at least 3 months in cash, and moves the months up to it', () => {
    render(<Step available={6} />);
    fireEvent.click(screen.getByRole('radio', { name: /^Cash/ }));
    expect(slider().dataset).toMatchObject({ min: '3', max: '6' });
    expect(screen.getByTestId('month-value').textContent).toBe('3 months');
    expect(screen.getByTestId('payment-amount').textContent).toBe('10 500 DA');
  });

  it('lets cash pay the last months when fewer than 3 are left', () => {
    render(<Step available={2} />);
    fireEvent.click(screen.getByRole('radio', { name: /^Cash/ }));
    expect(slider().dataset).toMatchObject({ min: '1', max: '2' });
  });

  it('holds a card payment back until its terms are accepted', () => {
    render(<Step available={12} />);
    fireEvent.click(screen.getByRole('radio', { name: /^CIB or Edahabia card/ }));
    expect(next()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and accept the card payment terms' }));
    expect(next()).toHaveProperty('disabled', false);
  });
});
