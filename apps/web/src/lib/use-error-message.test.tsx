import { beforeAll, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { ApiError } from './api-error';
import { changeLocale } from './i18n';
import { loadNamespace } from './on-demand-namespace';
import { useErrorMessage } from './use-error-message';

beforeAll(async () => {
  await changeLocale('en');
});

const refusal = (code: ConstructorParameters<typeof ApiError>[1]) => new ApiError(403, code);

describe('error messages per screen (spec 2 section 8)', () => {
  it('reads a patient refusal as about the patient, not about booking', () => {
    const { result } = renderHook(() => useErrorMessage('patient'));
    expect(result.current(refusal('DoctorNotAuthorizedAction'))).toBe('You are not authorized to change this patient.');
    expect(result.current(refusal('PatientWithPhoneNumberExist'))).toBe('The patient with this phone number already exists.');
    expect(result.current(refusal('requiredFields'))).toBe('You must fill all the required fields.');
    expect(result.current(refusal('payloadTooLarge'))).toBe('We could not save this patient. Please try again.');
  });

  it('reads every prescription refusal in the words of the prescription, never as a raw code', () => {
    const { result } = renderHook(() => useErrorMessage('prescription'));
    expect(result.current(refusal('DoctorNotAuthorizedAction'))).toBe('You are not authorized to save prescriptions.');
    expect(result.current(refusal('validationFailed'))).toBe('The prescription was not saved. Please try again.');
    expect(result.current(new ApiError(0, 'networkError'))).not.toContain('networkError');
  });

  it('keeps the generic catalogue without a screen', () => {
    const { result } = renderHook(() => useErrorMessage());
    expect(result.current(refusal('DoctorNotAuthorizedAction'))).toBe('You are not authorized to book appointments.');
  });

  it("reads a refusal only the clinic's pages meet from the clinic's messages, and never as a key", async () => {
    const { result } = renderHook(() => useErrorMessage());
    // Their messages come with the clinic's pages: elsewhere the generic message stands in.
    expect(result.current(refusal('clinicQuotaReached'))).toBe('Sorry, could not process your request!');
    await loadNamespace('clinic');
    expect(result.current(refusal('clinicQuotaReached'))).toBe(
      'Sorry, you reached the subscription plan quota, please contact support team for upgrade',
    );
    expect(result.current(new ApiError(410, 'uploadUrlExpired'))).toBe('The upload address has expired: add the image again.');
  });
});
