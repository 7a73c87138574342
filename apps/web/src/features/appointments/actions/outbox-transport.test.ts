import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { UpdateStatusRequest } from '@tabib/contracts/appointments';
import { ApiError } from '../../../lib/api-error';
import { appointmentOf } from '../../../test/appointment-factory';
import { deviceOutbox } from '../../../lib/outbox/outbox';
import { appointmentCalls, type AppointmentTransport } from './appointment-transport';
import { outboxTransportOf } from './outbox-transport';

let databases = 0;
const appointment = appointmentOf({ _id: '00000000-0000-4000-8000-00000000c001' });
const request: UpdateStatusRequest = { status: 'DONE', clinic_doctor: null, appointmentId: appointment._id, isNotify: false };
const action = { id: 'action-1', failure: { type: 'visit_done' as const, appointment } };

function setup(online: boolean, setStatus: AppointmentTransport['setStatus']) {
  const outbox = deviceOutbox({
    accountOf: () => 'doctor-1',
    isOnline: () => online,
    databaseName: `transport-test-${++databases}`,
  });
  const transport = outboxTransportOf({ setStatus } as AppointmentTransport, outbox);
  return { outbox, transport };
}

describe('the outbox transport', () => {
  it('sends at once while online, with the action id as key, and queues nothing', async () => {
    const setStatus = vi.fn(async () => ({ code: 'ok', appointment }));
    const { outbox, transport } = setup(true, setStatus);
    await expect(transport.setStatus(appointment._id, request, action)).resolves.toEqual({ code: 'ok', appointment });
    expect(setStatus).toHaveBeenCalledWith(appointment._id, request, action);
    expect(await (await outbox.store()).all()).toEqual([]);
  });

  it('queues the same call offline, with what a refusal would show', async () => {
    const setStatus = vi.fn();
    const { outbox, transport } = setup(false, setStatus);
    await expect(transport.setStatus(appointment._id, request, action)).resolves.toEqual({ queued: true });
    expect(setStatus).not.toHaveBeenCalled();
    const call = appointmentCalls.setStatus(appointment._id, request);
    expect(await (await outbox.store()).all()).toEqual([
      expect.objectContaining({
        id: 'action-1',
        accountId: 'doctor-1',
        attempts: 0,
        request: { method: call.method, path: call.path, body: call.body, query: undefined },
        failure: expect.objectContaining({
          type: 'visit_done',
          corePayload: expect.objectContaining({ start: appointment.start, patientId: appointment.patient?._id }),
        }),
      }),
    ]);
  });

  it('queues an action that finds no network while online, and queues behind it what follows', async () => {
    const setStatus = vi.fn(async () => {
      throw new ApiError(0, 'networkError');
    });
    const { outbox, transport } = setup(true, setStatus);
    await expect(transport.setStatus(appointment._id, request, action)).resolves.toEqual({ queued: true });
    await expect(transport.setStatus(appointment._id, request, { ...action, id: 'action-2' })).resolves.toEqual({ queued: true });
    expect(setStatus).toHaveBeenCalledTimes(1);
    expect((await (await outbox.store()).all()).map((entry) => entry.id)).toEqual(['action-1', 'action-2']);
  });

  it('lets a refusal through: it is not queued', async () => {
    const { outbox, transport } = setup(true, async () => {
      throw new ApiError(409, 'appointmentNotBooked');
    });
    await expect(transport.setStatus(appointment._id, request, action)).rejects.toMatchObject({ code: 'appointmentNotBooked' });
    expect(await (await outbox.store()).all()).toEqual([]);
  });
});
