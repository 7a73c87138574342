import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { Appointment, CreateAppointmentRequest } from '@tabib/contracts/appointments';
import { ApiError } from '../../../lib/api-error';
import { appointmentOf, reasonOf } from '../../../test/appointment-factory';
import { appointmentKeys, type AppointmentListParams } from '../api/appointment-keys';
import { emptyFormValues } from '../model/appointment-form';
import { appointmentCacheOf } from './appointment-cache';
import { createAppointmentActions, type ActionNotifier } from './appointment-actions';
import { createBookingActions } from './booking-actions';
import type { AppointmentTransport, MutationAnswer } from './appointment-transport';

const params: AppointmentListParams = {
  doctorId: null,
  view: 'week',
  from: '2026-11-22T00:00:00+01:00',
  to: '2026-11-28T23:59:59+01:00',
  reasons: null,
};
const listKey = appointmentKeys.list(params);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function setup(transport: Partial<AppointmentTransport>) {
  const queryClient = new QueryClient();
  const booked = appointmentOf({ _id: 'a1' });
  queryClient.setQueryData(listKey, [booked]);
  const notifier = { succeeded: vi.fn(), failed: vi.fn(), queued: vi.fn(), bookedInPast: vi.fn() } satisfies ActionNotifier;
  let counter = 0;
  const deps = {
    cache: appointmentCacheOf(queryClient),
    transport: transport as AppointmentTransport,
    notifier,
    newId: () => `id-${++counter}`,
  };
  const actions = { ...createAppointmentActions(deps), ...createBookingActions(deps) };
  const list = () => queryClient.getQueryData<Appointment[]>(listKey) ?? [];
  return { queryClient, booked, notifier, actions, list };
}

const formValues = () => ({
  ...emptyFormValues(dayjs('2026-11-24T17:00:00+01:00')),
  consultationReason: '00000000-0000-4000-8000-00000000a001',
  duration: 20,
  firstName: 'Lina',
  lastName: 'Benyahia',
  phone: '+213661123456',
});

describe('create', () => {
  let answer: ReturnType<typeof deferred<Awaited<ReturnType<AppointmentTransport['create']>>>>;
  beforeEach(() => {
    answer = deferred();
  });

  it('shows the appointment at once, with its client ids; the server copy replaces it and a notice follows', async () => {
    const create = vi.fn((_request: CreateAppointmentRequest) => answer.promise);
    const { actions, list, notifier } = setup({ create });
    const done = actions.createAppointment({
      values: formValues(),
      doctorId: '00000000-0000-4000-8000-00000000d001',
      clinicDoctorId: null,
      reason: reasonOf(),
      patient: null,
    });

    const request = create.mock.calls[0]![0];
    expect(request).toMatchObject({ appointment_ui_id: 'id-1', patient_ui_id: 'id-2', isNewPatient: true });
    expect(list().map((entry) => entry._id)).toEqual(['a1', 'local:id-1']);
    expect(list()[1]).toMatchObject({ title: 'Benyahia Lina', status: 'BOOKED', duration: 20 });

    const saved = appointmentOf({ _id: 'server-1', appointment_ui_id: 'id-1', start: request.startAt });
    answer.resolve({
      success: true,
      code: 'appointmentCreated',
      appointment: saved,
      patient_id: 'p9',
      allowed_call: true,
      attention: null,
    });
    await expect(done).resolves.toMatchObject({ ok: true });
    expect(list().map((entry) => entry._id)).toEqual(['a1', 'server-1']);
    expect(list()[1]?.is_video_call_allowed).toBe(true);
    expect(notifier.succeeded).toHaveBeenCalledWith('create', expect.objectContaining({ _id: 'server-1' }));
  });

  it('a same-day past booking tells the saved time', async () => {
    const { actions, notifier } = setup({ create: () => answer.promise });
    const done = actions.createAppointment({
      values: formValues(),
      doctorId: '00000000-0000-4000-8000-00000000d001',
      clinicDoctorId: null,
      reason: reasonOf(),
      patient: null,
    });
    answer.resolve({
      success: true,
      code: 'appointmentCreated',
      appointment: appointmentOf({ _id: 's', appointment_ui_id: 'id-1' }),
      patient_id: 'p',
      allowed_call: false,
      attention: { code: 'bookedInPastSameDay', savedAt: '2026-11-24T08:00:00+01:00' },
    });
    await done;
    expect(notifier.bookedInPast).toHaveBeenCalledWith('2026-11-24T08:00:00+01:00');
  });

  it('on failure the appointment goes away, the error code is kept and told', async () => {
    const { actions, list, notifier } = setup({ create: () => answer.promise });
    const done = actions.createAppointment({
      values: formValues(),
      doctorId: '00000000-0000-4000-8000-00000000d001',
      clinicDoctorId: null,
      reason: reasonOf(),
      patient: null,
    });
    expect(list()).toHaveLength(2);
    answer.reject(new ApiError(409, 'slotAlreadyBooked'));
    await expect(done).resolves.toEqual({ ok: false, code: 'slotAlreadyBooked' });
    expect(list().map((entry) => entry._id)).toEqual(['a1']);
    expect(notifier.failed).toHaveBeenCalledWith('create', 'slotAlreadyBooked', expect.objectContaining({ _id: 'local:id-1' }));
  });

  it('a payload the contract refuses fails with its code, without a call', async () => {
    const { actions, list } = setup({
      create: (request, action) =>
        import('./appointment-transport').then(({ onlineTransport }) => onlineTransport.create(request, action)),
    });
    const result = await actions.createAppointment({
      values: { ...formValues(), duration: null },
      doctorId: '00000000-0000-4000-8000-00000000d001',
      clinicDoctorId: null,
      reason: reasonOf(),
      patient: null,
    });
    expect(result).toEqual({ ok: false, code: 'requiredFields' });
    expect(list()).toHaveLength(1);
  });
});

describe('update and status changes', () => {
  it('update: new values at once; the old ones come back on failure', async () => {
    const answer = deferred<MutationAnswer>();
    const { actions, list, booked } = setup({ update: () => answer.promise });
    const values = {
      ...emptyFormValues(dayjs(booked.start)),
      consultationReason: '00000000-0000-4000-8000-00000000a001',
      duration: 30,
    };
    const done = actions.updateAppointment({ appointment: booked, values, clinicDoctorId: null, reason: reasonOf() });
    expect(list()[0]?.duration).toBe(30);
    answer.reject(new ApiError(409, 'slotAlreadyBooked'));
    await done;
    expect(list()[0]).toEqual(booked);
  });

  it('cancel: removed at once with isNotify, put back on failure', async () => {
    const answer = deferred<MutationAnswer>();
    const setStatus = vi.fn(() => answer.promise);
    const { actions, list, booked } = setup({ setStatus });
    const done = actions.cancel(booked, '00000000-0000-4000-8000-00000000d002');
    expect(setStatus).toHaveBeenCalledWith(
      'a1',
      { status: 'DOCTOR_CANCELED', clinic_doctor: '00000000-0000-4000-8000-00000000d002', appointmentId: 'a1', isNotify: true },
      { id: 'id-1', failure: { type: 'visit_cancel', appointment: booked } },
    );
    expect(list()).toEqual([]);
    answer.reject(new ApiError(409, 'appointmentNotBooked'));
    await expect(done).resolves.toEqual({ ok: false, code: 'appointmentNotBooked' });
    expect(list()).toEqual([booked]);
  });

  it('skip: PATIENT_MISSED and one more missed appointment at once; restored on failure', async () => {
    const answer = deferred<MutationAnswer>();
    const { actions, list, booked, notifier } = setup({ setStatus: () => answer.promise });
    const done = actions.skip(booked, null);
    expect(list()[0]).toMatchObject({ status: 'PATIENT_MISSED', patient: { missingAppointments: 1 } });
    answer.reject(new ApiError(500, 'internalServerError'));
    await done;
    expect(list()[0]).toEqual(booked);
    expect(notifier.failed).toHaveBeenCalledWith('skip', 'internalServerError', booked);
  });

  it("done: DONE at once, the server's copy kept on success", async () => {
    const answer = deferred<MutationAnswer>();
    const { actions, list, booked, notifier } = setup({ setStatus: () => answer.promise });
    const done = actions.done(booked, null);
    expect(list()[0]).toMatchObject({ status: 'DONE', done: true });
    answer.resolve({ code: 'appointmentStatusUpdated', appointment: { ...booked, status: 'DONE', done: true } });
    await expect(done).resolves.toMatchObject({ ok: true });
    expect(list()[0]?.status).toBe('DONE');
    expect(notifier.succeeded).toHaveBeenCalledWith('done', expect.objectContaining({ status: 'DONE' }));
  });
});

describe('patient arrived', () => {
  it('the flag turns true only on the success code', async () => {
    const { actions, list, booked } = setup({
      markPatientArrived: async () => ({
        code: 'patientArrivedUpdatedSuccessfully',
        appointment: { ...booked, patientArrived: true },
      }),
    });
    const pending = actions.patientArrived(booked, null);
    expect(list()[0]?.patientArrived).toBe(false);
    await pending;
    expect(list()[0]?.patientArrived).toBe(true);
  });

  it('any other answer leaves it false and fails', async () => {
    const { actions, list, booked } = setup({
      markPatientArrived: async () => ({ code: 'somethingElse', appointment: { ...booked, patientArrived: true } }),
    });
    await expect(actions.patientArrived(booked, null)).resolves.toMatchObject({ ok: false });
    expect(list()[0]?.patientArrived).toBe(false);
  });
});
