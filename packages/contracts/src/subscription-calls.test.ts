import { describe, expect, it } from 'vitest';
import {
  contactUsBodySchema,
  createInvoiceBodySchema,
  epaymentConfirmResponseSchema,
  prorateBodySchema,
} from './subscription-calls';

const offerId = 'c2527d33-bf30-42ee-9673-92ee1b401019';

describe('subscription requests', () => {
  it('default to a bank deposit in French, and take the offer, months and human check', () => {
    expect(createInvoiceBodySchema.parse({ offer_id: offerId, requested_period: 3, token: 'payload' })).toEqual({
      offer_id: offerId,
      payment_method: 'versement',
      requested_period: 3,
      lang: 'fr',
      token: 'payload',
    });
  });

  it('refuse an invoice without the human check, with its code', () => {
    const result = createInvoiceBodySchema.safeParse({
      offer_id: offerId,
      requested_period: 3,
      payment_method: 'cib',
      token: '',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['proofOfWorkRequired']);
  });

  it('take whole months from 1 to 24 and known methods only', () => {
    const body = { payment_method: 'cash', lang: 'ar', token: 'payload' };
    expect(prorateBodySchema.safeParse({ ...body, new_period: 3 }).success).toBe(true);
    expect([0, 25, 1.5].map((months) => prorateBodySchema.safeParse({ ...body, new_period: months }).success)).toEqual([
      false,
      false,
      false,
    ]);
    expect(prorateBodySchema.safeParse({ ...body, new_period: 3, payment_method: 'cheque' }).success).toBe(false);
  });

  it('take a contact message of 1 to 500 characters', () => {
    expect(contactUsBodySchema.parse({ message: '  Bonjour  ' })).toEqual({ message: 'Bonjour' });
    expect(contactUsBodySchema.safeParse({ message: '   ' }).success).toBe(false);
    expect(contactUsBodySchema.safeParse({ message: 'a'.repeat(500) }).success).toBe(true);
    expect(contactUsBodySchema.safeParse({ message: 'a'.repeat(501) }).error?.issues[0]?.message).toBe('validation.tooLong');
  });
});

describe('the card payment confirmation', () => {
  it("answers a receipt, or the bank's refusal as an outcome", () => {
    const rejected = {
      success: true,
      outcome: 'rejected',
      rejection: { reason: 'declined', message: 'Carte bloquée' },
    };
    expect(epaymentConfirmResponseSchema.parse(rejected)).toEqual(rejected);
    expect(epaymentConfirmResponseSchema.safeParse({ success: true, outcome: 'paid' }).success).toBe(false);
  });
});
