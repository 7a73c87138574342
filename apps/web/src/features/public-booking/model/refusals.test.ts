import { describe, expect, it } from 'vitest';
import { publicBookingErrorCodes } from '@tabib/contracts/errors';
import { ApiError } from '../../../lib/api-error';
import { refusalOf } from './refusals';

const refused = (code: ConstructorParameters<typeof ApiError>[1], status = 400) => refusalOf(new ApiError(status, code));

describe('refusalOf', () => {
  it('sends a taken or no longer offered slot back to the slots, with a message for the patient', () => {
    expect(refused('slotAlreadyBooked', 409)).toEqual({
      code: 'slotAlreadyBooked',
      target: 'slot',
      ownMessage: 'slotAlreadyBooked',
    });
    for (const code of [
      'bookInPastNotAcceptable',
      'AppointmentOutsideSchedule',
      'AppointmentOnDayOff',
      'AppointmentExceedDayEndTime',
    ] as const) {
      expect(refused(code)).toMatchObject({ target: 'slot', ownMessage: 'slotGone' });
    }
  });

  it('sends a reason or type no longer offered back to the first step', () => {
    for (const code of [
      'InvalidConsultationReason',
      'DoctorTeleconsultationUnauthorizedAction',
      'AppointmentDurationTooLong',
    ] as const) {
      expect(refused(code)).toMatchObject({ target: 'visit', ownMessage: 'reasonGone' });
    }
  });

  it("puts the patient's own problems on the form, a minor's under the birth field", () => {
    expect(refused('minorPatientNotAccepted')).toEqual({
      code: 'minorPatientNotAccepted',
      target: 'patient',
      ownMessage: null,
      field: 'birthday',
    });
    expect(refused('PatientRequiredFieldsMissing')).toMatchObject({
      target: 'patient',
      ownMessage: 'PatientRequiredFieldsMissing',
    });
    expect(refused('bookMoreThan4ForPatientForbiden')).toMatchObject({ target: 'patient' });
  });

  it('closes the page when it was turned off meanwhile', () => {
    expect(refused('notFound', 404)).toMatchObject({ target: 'closed' });
  });

  it('asks to send again after a bot check, a limit or no answer, with the catalogue message where it fits', () => {
    expect(refused('proofOfWorkRequired')).toEqual({ code: 'proofOfWorkRequired', target: 'retry', ownMessage: null });
    expect(refused('proofOfWorkInvalid')).toMatchObject({ target: 'retry', ownMessage: null });
    expect(refused('networkError', 0)).toMatchObject({ target: 'retry', ownMessage: null });
    expect(refused('tooManyRequest', 429)).toMatchObject({ target: 'retry', ownMessage: 'tooManyRequest' });
    expect(refused('internalServerError', 500)).toMatchObject({ target: 'retry', ownMessage: 'other' });
    expect(refusalOf(new Error('boom'))).toMatchObject({ code: 'invalidResponse', target: 'retry', ownMessage: 'other' });
  });

  it('knows every new public booking code', () => {
    for (const code of publicBookingErrorCodes) expect(refused(code).target).toBeDefined();
  });
});
