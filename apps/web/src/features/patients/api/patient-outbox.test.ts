import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { PatientForm } from '@tabib/contracts/patients';
import { ApiError } from '../../../lib/api-error';
import { deviceOutbox } from '../../../lib/outbox/outbox';
import type { OutboxEntry } from '../../../lib/outbox/outbox-entry';
import { replayOutbox } from '../../../lib/outbox/outbox-replay';
import { withQueuedPatients } from '../model/optimistic-patients';
import { createPatient } from './create-patient';
import { queuedPatientWritesOf } from './patient-outbox';
import { updatePatient } from './update-patient';

const created: PatientForm = { gender: 'FEMALE', firstName: 'Amina', lastName: 'Kaci', phone: '0661234501' };
const other: PatientForm = { gender: 'MALE', firstName: 'Yacine', lastName: 'Haddad', phone: '0661234502' };
const otherId = '00000000-0000-4000-8000-0000000000b2';
let databases = 0;

function offlineOutbox() {
  return deviceOutbox({ accountOf: () => 'doctor-1', isOnline: () => false, databaseName: `patients-outbox-${++databases}` });
}

async function replay(outbox: ReturnType<typeof offlineOutbox>, answer: (entry: OutboxEntry) => unknown) {
  const sent: OutboxEntry[] = [];
  const refused: [string | undefined, string][] = [];
  const report = await replayOutbox({
    store: await outbox.store(),
    accountId: 'doctor-1',
    send: async (entry) => {
      sent.push(entry);
      const value = answer(entry);
      if (value instanceof Error) throw value;
      return value;
    },
    onSaved: () => undefined,
    onRefused: (entry, code) => void refused.push([entry.title, code]),
    onForeignDropped: () => undefined,
    wait: async () => undefined,
  });
  return { report, sent, refused };
}

describe('patient writes offline', () => {
  it('are queued in order, with the client id as key, and shown in the list until replayed once', async () => {
    const outbox = offlineOutbox();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await expect(createPatient(created, 'client-1', null, outbox)).resolves.toEqual({ queued: true });
    await expect(updatePatient(otherId, other, null, { outbox, actionId: 'action-2' })).resolves.toEqual({ queued: true });
    expect(fetchSpy).not.toHaveBeenCalled();

    const entries = await outbox.queued();
    expect(entries.map((entry) => [entry.id, entry.request.method, entry.request.path, entry.title])).toEqual([
      ['client-1', 'POST', '/doctors/patients/create-new-patient', 'Kaci Amina'],
      ['action-2', 'PUT', `/doctors/patients/${otherId}`, 'Haddad Yacine'],
    ]);
    expect(entries[0]!.request.body).toMatchObject({ patient_ui_id: 'client-1', lastName: 'Kaci' });
    expect(
      entries.every((entry) => entry.failure === undefined),
      'not a failed action of the drawer',
    ).toBe(true);

    const list = { success: true as const, total: 1, patients: [{ _id: otherId, firstName: 'Old' } as never] };
    const shown = withQueuedPatients(list, queuedPatientWritesOf(entries), { firstLivePage: true, unreachable: false });
    expect(shown?.patients.map((patient) => [patient._id, patient.firstName])).toEqual([
      ['client-1', 'Amina'],
      [otherId, 'Yacine'],
    ]);
    const unreachable = withQueuedPatients(undefined, queuedPatientWritesOf(entries), { firstLivePage: true, unreachable: true });
    expect(unreachable?.patients.map((patient) => patient._id)).toEqual(['client-1']);

    const { report, sent } = await replay(outbox, () => ({ success: true, patient: { _id: 'server-1' } }));
    expect(report).toEqual({ saved: 2, refused: 0, pending: 0 });
    expect(sent.map((entry) => entry.id)).toEqual(['client-1', 'action-2']);
    expect(await outbox.queued()).toEqual([]);
    fetchSpy.mockRestore();
  });

  it('editing a patient still queued as a create amends that create: one request, the latest values', async () => {
    const outbox = offlineOutbox();
    await createPatient(created, 'client-1', null, outbox);
    await expect(
      updatePatient('client-1', { ...created, firstName: 'Amira', email: 'amira@example.dz' }, null, { outbox }),
    ).resolves.toEqual({
      queued: true,
    });
    const entries = await outbox.queued();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.request.body).toMatchObject({ patient_ui_id: 'client-1', firstName: 'Amira', email: 'amira@example.dz' });
  });

  it('a create a replay is sending is not amended: the edit is queued after it and gets the saved id', async () => {
    const outbox = offlineOutbox();
    await createPatient(created, 'client-1', null, outbox);
    const { report, sent } = await replay(outbox, (entry) => {
      if (entry.id === 'client-1') {
        // The doctor edits the patient while its create is on the wire.
        return updatePatient('client-1', { ...created, firstName: 'Amira' }, null, { outbox, actionId: 'edit-1' }).then(() => ({
          success: true,
          patient: { _id: 'server-1' },
        }));
      }
      return { success: true, patient: { _id: 'server-1' } };
    });
    expect(report.saved).toBe(2);
    expect(sent.map((entry) => [entry.id, entry.request.path])).toEqual([
      ['client-1', '/doctors/patients/create-new-patient'],
      ['edit-1', '/doctors/patients/server-1'],
    ]);
  });

  it('a refused patient write (4xx) is dropped and reported with the patient, the next one still goes', async () => {
    const outbox = offlineOutbox();
    await createPatient(created, 'client-1', null, outbox);
    await updatePatient(otherId, other, null, { outbox, actionId: 'action-2' });
    const { report, refused } = await replay(outbox, (entry) =>
      entry.id === 'client-1' ? new ApiError(409, 'PatientWithPhoneNumberExist') : { success: true, patient: { _id: otherId } },
    );
    expect(report).toEqual({ saved: 1, refused: 1, pending: 0 });
    expect(refused).toEqual([['Kaci Amina', 'PatientWithPhoneNumberExist']]);
  });
});
