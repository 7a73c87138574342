import type { App } from '../../app';
import type { Session } from '../booking-helpers';
import type { PracticeIds } from './practice-objects';

/** Everything the owner reads of its objects, to compare before and after the attacks. */
export async function practiceSnapshot(app: App, owner: Session, ids: PracticeIds): Promise<Record<string, unknown>> {
  const reads: Record<string, string> = {
    profile: '/doctors/web/backbone/retrieve-entity-profile',
    patient: `/doctors/patients/${ids.patient}`,
    patients: '/doctors/patients/list?limit=50',
    frozenPatients: '/doctors/patients/frozen-list?limit=50',
    patientAppointments: `/doctors/patients/${ids.patient}/appointments`,
    appointment: `/doctors/appointments/${ids.appointment}`,
    trace: `/doctors/appointments/${ids.appointment}/trace-stack`,
    wallet: `/doctors/patient/${ids.patient}/payment/wallet-get-object?limit=50`,
    reports: `/doctors/patients/folder/${ids.patient}/reports/list`,
    prescription: `/doctors/patients/folder/prescription/${ids.appointment}/details`,
    files: `/doctors/patients/folder/medical-files/${ids.patient}/list`,
    file: `/doctors/patients/folder/medical-files/${ids.medicalFile}/content`,
    reasons: '/doctors/consultation-reasons',
    savedMedicines: '/doctors/profile/folder/medicines',
    schedule: '/doctors/schedule/retrieve-schedule-on-mode',
    offworks: '/doctors/schedule/retrieve-offworks-times',
    preferences: '/doctors/preferences',
    profileDetails: '/doctors/profile/details',
    editRequests: '/doctors/profile/edit-requests',
    geoPosition: '/doctors/profile/office/geo-position',
    ...(ids.user ? { users: '/doctors/users/get-all-users' } : {}),
  };
  const snapshot: Record<string, unknown> = {};
  for (const [name, url] of Object.entries(reads)) {
    const response = await app.inject({ method: 'GET', url: `/api/v1${url}`, headers: owner.headers });
    snapshot[name] = { status: response.statusCode, body: name === 'file' ? response.body.length : stable(response.body) };
  }
  return snapshot;
}

/** The owner's own sign-ins move these; nothing an outsider does may move anything else. */
const volatileFields = new Set(['lastLoginAt']);

function stable(body: string): unknown {
  try {
    return JSON.parse(body, (key, value) => (volatileFields.has(key) ? '(volatile)' : value));
  } catch {
    return body;
  }
}

/** Who read or changed the patient's record (spec 2: every access is logged): only the owner's side may appear. */
export async function recordAccessActors(app: App, owner: Session, patientId: string): Promise<string[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/doctors/patients/${patientId}/access-log?limit=50`,
    headers: owner.headers,
  });
  const entries = response.json().entries as { actor: { _id: string } }[];
  return [...new Set(entries.map((entry) => entry.actor._id))];
}
