import type { App } from '../../app';
import { at, book, bookableReason, newPatientBooking, type Session } from '../../test/booking-helpers';

/** Test helpers of the payments domain: a booked patient and the wallet calls. */
let nextSlot = 0;

/** A new patient of the session's practice, booked on a free slot; returns its ids. */
export async function bookedPatient(
  app: App,
  session: Session,
  options: { reasonId?: string; selectedClinicDoctor?: string } = {},
) {
  const slot = nextSlot++;
  const minutes = 8 * 60 + (slot % 24) * 20;
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const reasonId = options.reasonId ?? bookableReason(session)._id;
  const extra = options.selectedClinicDoctor ? { selectedClinicDoctor: options.selectedClinicDoctor } : {};
  const response = await book(app, session, newPatientBooking(reasonId, at(40 + Math.floor(slot / 24), time), extra));
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.body}`);
  const body = response.json();
  return { patientId: body.patient_id as string, appointmentId: body.appointment._id as string };
}

export function walletCalls(app: App) {
  const base = (patientId: string) => `/api/v1/doctors/patient/${patientId}/payment`;
  const put = (session: Session, url: string, payload: object = {}) =>
    app.inject({ method: 'PUT', url, headers: session.headers, payload });
  return {
    wallet: (session: Session, patientId: string, query = '') =>
      app.inject({
        method: 'GET',
        url: `${base(patientId)}/wallet-get-object${query ? `?${query}` : ''}`,
        headers: session.headers,
      }),
    createAct: (session: Session, patientId: string, payload: object) =>
      put(session, `${base(patientId)}/wallet-create-act`, payload),
    updateInformation: (session: Session, patientId: string, actId: string, payload: object) =>
      put(session, `${base(patientId)}/${actId}/wallet-update-act-item-information`, payload),
    updateDescription: (session: Session, patientId: string, actId: string, payload: object) =>
      put(session, `${base(patientId)}/${actId}/wallet-update-act-item-description`, payload),
    updateItem: (session: Session, patientId: string, actId: string, payload: object) =>
      put(session, `${base(patientId)}/${actId}/wallet-update-act-subitem-information`, payload),
    addItem: (session: Session, patientId: string, actId: string, payload: object) =>
      put(session, `${base(patientId)}/${actId}/wallet-add-act-subitem`, payload),
    deleteAct: (session: Session, patientId: string, actId: string, payload: object = {}) =>
      put(session, `${base(patientId)}/${actId}/wallet-delete-act-item`, payload),
  };
}
