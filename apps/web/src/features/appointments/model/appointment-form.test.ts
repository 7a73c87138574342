import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { createAppointmentSchema, updateAppointmentSchema } from '@tabib/contracts/appointment-input';
import { appointmentOf, patientOf } from '../../../test/appointment-factory';
import {
  createRequestOf,
  durationFor,
  emptyFormValues,
  formValuesOf,
  patientFieldsOf,
  startAtOf,
  updateRequestOf,
  type AppointmentFormValues,
} from './appointment-form';

const ids = { appointmentUiId: 'a5d0b3e4-1111-4c5e-9d1e-000000000001', patientUiId: 'a5d0b3e4-1111-4c5e-9d1e-000000000002' };

function newPatientValues(): AppointmentFormValues {
  return {
    ...emptyFormValues(dayjs('2026-11-23T17:00:00+01:00')),
    consultationReason: '00000000-0000-4000-8000-00000000a001',
    duration: 20,
    firstName: ' Lina ',
    lastName: 'Benyahia',
    gender: 'MALE',
    age: 34,
    birthday: '01/01/1992',
    phone: '0661 12 34 56',
  };
}

describe('form → new-appointment payload', () => {
  it('starts from the slot, type cabinet, no gender picked, phone +213', () => {
    const values = emptyFormValues(dayjs('2026-11-23T17:00'));
    expect(values).toMatchObject({ type: 'cabinet', gender: null, phone: '+213', patientMode: 'new', email: '', age: null });
    expect(values.startTime?.format('HH:mm')).toBe('17:00');
  });

  it('joins date and time into an ISO instant with its offset', () => {
    expect(startAtOf({ startDate: dayjs('2026-11-23'), startTime: dayjs('2000-01-01T17:05') })).toBe(
      dayjs('2026-11-23T17:05').format(),
    );
    expect(startAtOf({ startDate: null, startTime: dayjs() })).toBeNull();
  });

  it('a new patient: isNewPatient, trimmed names, E.164 phone, both client ids; the contract accepts it', () => {
    const request = createRequestOf(newPatientValues(), ids, null);
    expect(request).toMatchObject({
      consultationReason: '00000000-0000-4000-8000-00000000a001',
      isNewPatient: true,
      duration: 20,
      type: 'cabinet',
      patient: null,
      selectedClinicDoctor: null,
      appointment_ui_id: ids.appointmentUiId,
      patient_ui_id: ids.patientUiId,
      newPatient: {
        firstName: 'Lina',
        lastName: 'Benyahia',
        phone: '+213661123456',
        birthday: '01/01/1992',
        age: 34,
        gender: 'MALE',
        email: null,
      },
    });
    expect(createAppointmentSchema.safeParse(request).success).toBe(true);
  });

  it('an existing patient: the patient id, no new patient, no patient client id', () => {
    const values = { ...newPatientValues(), patientMode: 'existing' as const, ...patientFieldsOf(patientOf()) };
    const request = createRequestOf(values, ids, '00000000-0000-4000-8000-00000000d002');
    expect(request).toMatchObject({
      isNewPatient: false,
      patient: '00000000-0000-4000-8000-00000000b001',
      newPatient: null,
      patient_ui_id: null,
      selectedClinicDoctor: '00000000-0000-4000-8000-00000000d002',
    });
    expect(createAppointmentSchema.safeParse(request).success).toBe(true);
  });

  it('a missing reason or duration fails the contract with the spec codes', () => {
    const request = createRequestOf({ ...newPatientValues(), consultationReason: null, duration: null }, ids, null);
    const result = createAppointmentSchema.safeParse(request);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(expect.arrayContaining(['requiredFields']));
  });

  it("a reason's duration picks the first offered duration that holds it", () => {
    expect(durationFor(20)).toBe(20);
    expect(durationFor(62)).toBe(75);
    expect(durationFor(500)).toBeNull();
    expect(durationFor(undefined)).toBeNull();
  });
});

describe('appointment → form → update payload', () => {
  it('reads an appointment into the form, its patient included', () => {
    const values = formValuesOf(appointmentOf());
    expect(values).toMatchObject({
      consultationReason: '00000000-0000-4000-8000-00000000a001',
      duration: 20,
      patientMode: 'existing',
      patientID: '00000000-0000-4000-8000-00000000b001',
      birthday: '12/04/1988',
      lastName: 'Belkacem',
    });
    expect(startAtOf(values)).toBe(dayjs('2026-11-23T09:00:00+01:00').format());
  });

  it('sends the new values beside the old ones', () => {
    const appointment = appointmentOf();
    const values = { ...formValuesOf(appointment), duration: 30, startTime: dayjs('2026-11-23T10:00:00+01:00') };
    const request = updateRequestOf(values, appointment, null);
    expect(request.newValues).toMatchObject({
      id: '00000000-0000-4000-8000-00000000c001',
      duration: 30,
      consultationReason: '00000000-0000-4000-8000-00000000a001',
      type: 'cabinet',
    });
    expect(dayjs(request.newValues.startAt).valueOf()).toBe(dayjs('2026-11-23T10:00:00+01:00').valueOf());
    expect(request.oldValues).toMatchObject({ duration: 20, consultationReason: '00000000-0000-4000-8000-00000000a001' });
    expect(updateAppointmentSchema.safeParse(request).success).toBe(true);
  });
});
