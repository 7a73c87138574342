import { describe, expect, it } from 'vitest';
import { appointmentOf, reasonOf } from '../../../test/appointment-factory';
import type { AppointmentListParams } from '../api/appointment-keys';
import {
  applyToList,
  belongsToList,
  isPending,
  patchAppointment,
  removeAppointment,
  upsertAppointment,
} from './appointment-list';

const week: AppointmentListParams = {
  doctorId: null,
  view: 'week',
  from: '2026-11-22T00:00:00+01:00',
  to: '2026-11-28T23:59:59+01:00',
  reasons: null,
};

describe('which cached list shows an appointment', () => {
  it('takes live statuses inside the range', () => {
    expect(belongsToList(week, appointmentOf())).toBe(true);
    expect(belongsToList(week, appointmentOf({ status: 'DONE' }))).toBe(true);
    expect(belongsToList(week, appointmentOf({ status: 'DOCTOR_CANCELED' }))).toBe(false);
    expect(belongsToList(week, appointmentOf({ start: '2026-11-29T09:00:00+01:00' }))).toBe(false);
  });

  it('follows the reasons filter and, for clinic lists, the doctor', () => {
    expect(belongsToList({ ...week, reasons: ['00000000-0000-4000-8000-00000000a002'] }, appointmentOf())).toBe(false);
    expect(belongsToList({ ...week, reasons: ['00000000-0000-4000-8000-00000000a001'] }, appointmentOf())).toBe(true);
    expect(belongsToList({ ...week, doctorId: 'doctor-2' }, appointmentOf())).toBe(false);
  });
});

describe('list reducers', () => {
  const draft = appointmentOf({ _id: 'local:ui-1', appointment_ui_id: 'ui-1' });
  const saved = appointmentOf({ _id: 'server-1', appointment_ui_id: 'ui-1' });

  it('a draft is pending until the server gives its id; the server copy replaces it by client id', () => {
    expect(isPending(draft)).toBe(true);
    const list = upsertAppointment([appointmentOf({ _id: 'other' })], draft);
    expect(list.map((entry) => entry._id)).toEqual(['other', 'local:ui-1']);
    expect(upsertAppointment(list, saved).map((entry) => entry._id)).toEqual(['other', 'server-1']);
  });

  it('a live event of an appointment already shown does not duplicate it', () => {
    const list = upsertAppointment([saved], { ...saved, patientArrived: true });
    expect(list).toHaveLength(1);
    expect(list[0]?.patientArrived).toBe(true);
  });

  it('removes and patches by id', () => {
    expect(removeAppointment([saved, draft], 'server-1')).toEqual([draft]);
    expect(patchAppointment([saved], 'server-1', { status: 'DONE' })[0]?.status).toBe('DONE');
  });

  it('applies a server state: kept, moved out of range, cancelled, or filtered out', () => {
    const list = [saved];
    expect(applyToList(list, week, { ...saved, duration: 30 })[0]?.duration).toBe(30);
    expect(applyToList(list, week, { ...saved, start: '2026-12-01T09:00:00+01:00' })).toEqual([]);
    expect(applyToList(list, week, { ...saved, status: 'DOCTOR_CANCELED' })).toEqual([]);
    expect(
      applyToList(
        list,
        { ...week, reasons: ['00000000-0000-4000-8000-00000000a001'] },
        { ...saved, consultationReason: reasonOf({ _id: '00000000-0000-4000-8000-00000000a002' }) },
      ),
    ).toEqual([]);
  });
});
