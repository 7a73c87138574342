import type { PatientForm } from '@tabib/contracts/patients';
import { patientRecordPaths } from '@tabib/contracts/patients';
import type { z } from 'zod';
import type { ApiCall } from '../../../lib/api-call';
import type { QueuedAction } from '../../../lib/outbox/outbox';
import type { OutboxEntry } from '../../../lib/outbox/outbox-entry';

/**
 * A patient write as the outbox keeps it: the same call the screen sends online. A refusal of it
 * is told naming the patient; it is not a failed action of the drawer, whose types are visits only
 * (spec 2 section 4).
 */
export function patientEntryOf(
  call: ApiCall<z.ZodType>,
  id: string,
  form: PatientForm,
  creates?: OutboxEntry['creates'],
): QueuedAction {
  const { method, path, body, query } = call;
  return { id, request: { method, path, body, query }, creates, title: `${form.lastName.trim()} ${form.firstName.trim()}` };
}

/** The patient writes still waiting in the outbox, as the lists show them until the replay saves them. */
export interface QueuedPatientWrites {
  created: { clientId: string; form: PatientForm }[];
  updated: { patientId: string; form: PatientForm }[];
}

const onePatientPath = new RegExp(`^${patientRecordPaths.one.replace(':patientId', '([^/]+)')}$`);

export function queuedPatientWritesOf(entries: readonly OutboxEntry[]): QueuedPatientWrites {
  const writes: QueuedPatientWrites = { created: [], updated: [] };
  for (const { request, creates } of entries) {
    const form = request.body as PatientForm;
    if (request.method === 'POST' && request.path === patientRecordPaths.create && creates)
      writes.created.push({ clientId: creates.localId, form });
    const updated = request.method === 'PUT' ? onePatientPath.exec(request.path) : null;
    if (updated) writes.updated.push({ patientId: decodeURIComponent(updated[1]!), form });
  }
  return writes;
}
