import { describe, expect, it } from 'vitest';
import type { CancelLinkResponse } from '@tabib/contracts/public-booking';
import { ApiError } from '../../../lib/api-error';
import { cancelViewOf } from './cancel-state';

const link = (overrides: Partial<CancelLinkResponse['appointment']> = {}, cancellable = true): CancelLinkResponse => ({
  success: true,
  doctor: { title: 'Dr', firstName: 'Amine', lastName: 'Benali', slug: 'dr-amine-benali' },
  appointment: { startAt: '2026-06-02T08:00:00.000Z', type: 'cabinet', status: 'BOOKED', ...overrides },
  timeZone: 'Africa/Algiers',
  cancellable,
});
const none = { loadError: null, cancelled: false, cancelError: null };

describe('cancelViewOf', () => {
  it('waits, then offers to cancel a booked appointment', () => {
    expect(cancelViewOf({ ...none, link: undefined })).toEqual({ kind: 'loading' });
    expect(cancelViewOf({ ...none, link: link() })).toEqual({ kind: 'cancellable', problem: null });
  });

  it('says why a link no longer cancels: unknown, used, expired or changed by the practice', () => {
    expect(cancelViewOf({ ...none, link: undefined, loadError: new ApiError(404, 'cancelLinkInvalid') })).toEqual({
      kind: 'refused',
      code: 'cancelLinkInvalid',
    });
    expect(cancelViewOf({ ...none, link: link({ status: 'PATIENT_CANCELED' }, false) })).toEqual({
      kind: 'refused',
      code: 'cancelLinkUsed',
    });
    expect(cancelViewOf({ ...none, link: link({ status: 'CANCELED' }, false) })).toEqual({
      kind: 'refused',
      code: 'cancelLinkExpired',
    });
    expect(cancelViewOf({ ...none, link: link({}, false) })).toEqual({ kind: 'refused', code: 'cancelLinkExpired' });
  });

  it("takes the cancel's own refusal over what the link said before", () => {
    expect(cancelViewOf({ ...none, link: link(), cancelError: new ApiError(409, 'cancelLinkUsed') })).toEqual({
      kind: 'refused',
      code: 'cancelLinkUsed',
    });
    expect(cancelViewOf({ ...none, link: link(), cancelError: new ApiError(410, 'cancelLinkExpired') })).toEqual({
      kind: 'refused',
      code: 'cancelLinkExpired',
    });
  });

  it('keeps the button after a failure with no answer, and says so', () => {
    expect(cancelViewOf({ ...none, link: link(), cancelError: new ApiError(0, 'networkError') })).toEqual({
      kind: 'cancellable',
      problem: 'networkError',
    });
    expect(cancelViewOf({ ...none, link: undefined, loadError: new ApiError(0, 'networkError') })).toEqual({ kind: 'failed' });
  });

  it('shows the cancellation done', () => {
    expect(cancelViewOf({ ...none, link: link(), cancelled: true })).toEqual({ kind: 'cancelled' });
  });
});
