import type { SatimParams } from './register-order';
import { testCardOf, type TestCard } from './test-cards';

export type CardFormField = 'pan' | 'expiry' | 'cvv2' | 'cardholderName';
export type CardFormProblem = 'required' | 'invalid' | 'unknownCard' | 'expired';
export type CardFormProblems = Partial<Record<CardFormField, CardFormProblem>>;

export interface CheckedCard {
  card: TestCard;
  /** YYYYMM, as SATIM writes it. */
  expiration: string;
  cardholderName: string;
}

/** Checks the payment page's form the way the hosted page does before sending it to the bank. */
export function checkCardForm(form: SatimParams, now: Date): { problems: CardFormProblems } | { checked: CheckedCard } {
  const problems: CardFormProblems = {};
  const pan = (form.pan ?? '').replace(/[\s-]/g, '');
  const card = testCardOf(pan);
  if (!pan) problems.pan = 'required';
  else if (!/^\d{16}$/.test(pan)) problems.pan = 'invalid';
  else if (!card) problems.pan = 'unknownCard';

  const month = Number(form.expiryMonth);
  const year = Number(form.expiryYear);
  if (!form.expiryMonth || !form.expiryYear) problems.expiry = 'required';
  else if (!Number.isInteger(month) || month < 1 || month > 12 || !/^\d{4}$/.test(form.expiryYear)) problems.expiry = 'invalid';
  else if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) problems.expiry = 'expired';

  if (!form.cvv2) problems.cvv2 = 'required';
  else if (!/^\d{3}$/.test(form.cvv2)) problems.cvv2 = 'invalid';

  const cardholderName = (form.cardholderName ?? '').trim();
  if (!cardholderName) problems.cardholderName = 'required';
  else if (cardholderName.length > 100) problems.cardholderName = 'invalid';

  if (Object.keys(problems).length > 0 || !card) return { problems };
  return { checked: { card, expiration: `${year}${String(month).padStart(2, '0')}`, cardholderName } };
}
