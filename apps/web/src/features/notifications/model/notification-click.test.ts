import { describe, expect, it } from 'vitest';
import { appointmentOf, markReadFlagsOf, opensAppointmentDetails } from './notification-click';

describe('a notification click', () => {
  it('sends the payment flags for payment notifications only, confirming a pending one', () => {
    expect(markReadFlagsOf({ category: 'payment', appointment: null, display_status: 'pending' })).toEqual({
      payment_notification: true,
      confirm_payment: true,
    });
    expect(markReadFlagsOf({ category: 'payment', appointment: null, display_status: 'confirmed' })).toEqual({
      payment_notification: true,
      confirm_payment: false,
    });
    expect(markReadFlagsOf({ category: 'appointment', appointment: 'a-1', display_status: null })).toEqual({});
    expect(markReadFlagsOf({ category: 'other', appointment: null, display_status: null })).toEqual({});
  });

  it("opens an appointment notification's appointment, and only a BOOKED or DONE one", () => {
    expect(appointmentOf({ category: 'appointment', appointment: 'a-1', display_status: null })).toBe('a-1');
    expect(appointmentOf({ category: 'appointment', appointment: null, display_status: null })).toBeNull();
    expect(appointmentOf({ category: 'payment', appointment: 'a-1', display_status: 'pending' })).toBeNull();
    expect(opensAppointmentDetails('BOOKED')).toBe(true);
    expect(opensAppointmentDetails('DONE')).toBe(true);
    for (const status of ['PATIENT_MISSED', 'DOCTOR_CANCELED', 'PATIENT_CANCELED'] as const) {
      expect(opensAppointmentDetails(status)).toBe(false);
    }
  });
});
