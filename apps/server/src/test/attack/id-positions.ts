import type { JsonSchema, Operation } from './openapi-operations';

/** What a practice owns and a request can name by id. */
export type IdSource =
  | 'doctor'
  | 'patient'
  | 'familyMember'
  | 'appointment'
  | 'act'
  | 'payment'
  | 'report'
  | 'prescription'
  | 'medicalFile'
  | 'reason'
  | 'user'
  | 'rollbackAction'
  | 'notification';

export interface IdMapping {
  source: IdSource;
  /** how the position carries the id: alone (default), in an array, or in a JSON list in a string */
  shape?: 'array' | 'jsonList';
}

/**
 * An id position that names nothing a practice owns: reference data, ids the client makes up,
 * ids copied into a failed action's record as the device held them (kept to be shown, never followed),
 * and the public short links of the patients' notices.
 */
type NotPracticeData =
  'reference' | 'clientKey' | 'publicAvatar' | 'displayCopy' | 'shortLink' | 'publicImage' | 'signedUpload' | 'subscriptionCard';

/**
 * Every id position of the API, by name: `{segment}/{id}` for a path's bare `id`, the body path
 * for a nested field (`newValues.id`, `chronicDiseases[]._id`), else the field or parameter name.
 * A new id position that is not here fails the cross-practice matrix until it is added.
 */
const idMap: Record<string, IdMapping | NotPracticeData> = {
  cqDoctor: { source: 'doctor' },
  clinic_doctor: { source: 'doctor' },
  clinicDoctor: { source: 'doctor' },
  selectedClinicDoctor: { source: 'doctor' },
  patientId: { source: 'patient' },
  patient: { source: 'patient' },
  familyMemberId: { source: 'familyMember' },
  'appointments/{id}': { source: 'appointment' },
  'call-details/{id}': { source: 'appointment' },
  appointment: { source: 'appointment' },
  appointmentId: { source: 'appointment' },
  'newValues.id': { source: 'appointment' },
  'oldValues.id': { source: 'appointment' },
  actId: { source: 'act' },
  subItem_id: { source: 'payment' },
  reportId: { source: 'report' },
  prescriptionId: { source: 'prescription' },
  documentId: { source: 'medicalFile' },
  reasonId: { source: 'reason' },
  consultationReason: { source: 'reason' },
  'newValues.consultationReason': { source: 'reason' },
  'oldValues.consultationReason': { source: 'reason' },
  consultationReasons: { source: 'reason', shape: 'jsonList' },
  ids: { source: 'reason', shape: 'array' },
  'users/{id}': { source: 'user' },
  userId: { source: 'user' },
  'offline-rollback-actions/{id}': { source: 'rollbackAction' },
  'notifications/{id}': { source: 'notification' },
  'corePayload.consultationReasonId': 'displayCopy',
  'corePayload.patientId': 'displayCopy',
  'corePayload.clinicDoctor': 'displayCopy',
  // wilayas and the medical profile's catalogue entries are shared reference data
  'states/{id}': 'reference',
  speciality: 'reference',
  specialities: 'reference',
  'chronicDiseases[]._id': 'reference',
  'medicines[]._id': 'reference',
  'surgeries[]._id': 'reference',
  'allergies[]._id': 'reference',
  // the subscription offers are reference data in code (modules/subscription/offers.ts)
  offer_id: 'reference',
  'weeklySchedule[].dailySchedule[]._id': 'clientKey',
  appointment_ui_id: 'clientKey',
  patient_ui_id: 'clientKey',
  // public by design: an avatar url is handed out with the profile (avatars.routes.ts)
  doctorId: 'publicAvatar',
  fileId: 'publicAvatar',
  // public by design: a clinic image's url is handed out with the clinic profile (clinic-profile.routes.ts; fileId above)
  clinicId: 'publicImage',
  // a local presigned upload address (uploads.routes.ts): its signature names the key, no session reads anything
  folderId: 'signedUpload',
  // a card payment's SATIM order id and its exchange id: the subscription's, which only its payer
  // reaches; card-payments.routes.test.ts checks another account's answer 404 without a call to SATIM
  orderId: 'subscriptionCard',
  transactionId: 'subscriptionCard',
  // the shortener's `?id=` (rendez-vous-shortner): a random public key in a patient's SMS, no session, no practice
  id: 'shortLink',
};

/**
 * Positions whose bare name means something else elsewhere (`doctorId` is an avatar's public
 * key), by operation and position: `{operation key} {position key}`.
 */
const idMapByOperation: Record<string, IdMapping | NotPracticeData> = {
  'DELETE /api/v1/clinics/web/entity/users/delete-doctor doctorId': { source: 'doctor' },
};

const idLikeName =
  /(^id$|Id$|_id$|^ids$|Ids$|^cqDoctor$|^clinic_doctor$|ClinicDoctor$|^clinicDoctor$|^patient$|^consultationReasons?$)/;

/** Where in a request a value sits: path or query parameter, JSON body path, or multipart text field. */
export interface Position {
  in: 'path' | 'query' | 'body' | 'form';
  /** parameter name, or the body path (numbers are array indexes) */
  path: (string | number)[];
}

/** The key idMap knows a position by. */
export function positionKey(operation: Operation, position: Position): string {
  if (position.in === 'path' && position.path[0] === 'id') {
    const segments = operation.path.split('/');
    return `${segments[segments.indexOf('{id}') - 1]}/{id}`;
  }
  return position.path
    .map((part) => (typeof part === 'number' ? '[]' : `.${part}`))
    .join('')
    .replace(/^\./, '');
}

/** Whether a position holds an id: its schema says uuid, or its name reads like one. */
export function isIdPosition(position: Position, schema: JsonSchema | undefined): boolean {
  const formats = [schema?.format, schema?.items?.format, ...(schema?.anyOf ?? []).map((variant) => variant.format)];
  if (formats.includes('uuid')) return true;
  const name = [...position.path].reverse().find((part) => typeof part === 'string');
  return typeof name === 'string' && idLikeName.test(name) && !name.endsWith('_ui_id');
}

/** The mapping of an id position (the full key first, then the bare name), or undefined when unmapped. */
export function idMappingOf(operation: Operation, position: Position): IdMapping | NotPracticeData | undefined {
  const key = positionKey(operation, position);
  const name = String([...position.path].reverse().find((part) => typeof part === 'string'));
  return (
    idMapByOperation[`${operation.key} ${key}`] ??
    idMap[key] ??
    (position.in === 'path' && name === 'id' ? undefined : idMap[name])
  );
}

export const isPracticeId = (mapping: IdMapping | NotPracticeData | undefined): mapping is IdMapping =>
  typeof mapping === 'object';
