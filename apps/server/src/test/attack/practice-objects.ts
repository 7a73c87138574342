import type { App } from '../../app';
import { notifications } from '../../db/schema/notifications';
import { at, book, bookableReason, existingPatientBooking, freshPhone, type Session } from '../booking-helpers';
import { multipart, pdfFile } from '../medical-file-fixtures';
import type { IdSource } from './id-positions';

/** One object of each kind a practice owns, by id source (missing where the practice cannot make one). */
export type PracticeIds = Partial<Record<IdSource, string>>;

let nextSlot = 0;

function expectCreated(response: { statusCode: number; body: string }, what: string) {
  if (response.statusCode >= 300) throw new Error(`creating the ${what} failed: ${response.statusCode} ${response.body}`);
  return JSON.parse(response.body);
}

/**
 * Creates, through the API as the practice's doctor, a patient with an appointment and one of a family
 * member, an act with a payment, a report, a prescription, a medical file, a failed action and a
 * notification, plus an assistant where the doctor may have one. Every text carries `marker`, so an answer that leaks any of it is easy to spot.
 */
export async function createPracticeObjects(
  app: App,
  owner: Session,
  marker: string,
  { withAssistant }: { withAssistant: boolean },
): Promise<PracticeIds> {
  const call = (method: 'POST' | 'PUT', url: string, payload: object | Buffer, headers: Record<string, string> = {}) =>
    app.inject({ method, url: `/api/v1/doctors${url}`, headers: { ...owner.headers, ...headers }, payload });

  const reason = bookableReason(owner)._id;
  const { patient } = await expectCreated(
    await call('POST', '/patients/create-new-patient', {
      firstName: marker,
      lastName: marker,
      phone: freshPhone(),
      gender: 'FEMALE',
    }),
    'patient',
  );
  const slot = nextSlot++;
  // Past the seeded day off (day 10) and vacancy (days 30-36), one hour each, never twice.
  const startAt = at(70 + Math.floor(slot / 10), `${String(8 + (slot % 10)).padStart(2, '0')}:00`);
  const { appointment } = await expectCreated(
    await book(app, owner, existingPatientBooking(reason, patient._id, startAt)),
    'appointment',
  );
  const { appointment: memberVisit } = await expectCreated(
    await book(
      app,
      owner,
      existingPatientBooking(reason, patient._id, new Date(Date.parse(startAt) + 30 * 60_000).toISOString(), {
        familyMember: { firstName: marker, lastName: marker, relation: 'child' },
      }),
    ),
    'family member appointment',
  );
  const { act } = await expectCreated(
    await call('PUT', `/patient/${patient._id}/payment/wallet-create-act`, {
      title: marker,
      description: marker,
      total_amount: 10_000,
      amountPaid: 2_000,
      appointmentId: appointment._id,
    }),
    'act',
  );
  const { report } = await expectCreated(
    await call('POST', `/patients/folder/${patient._id}/reports/create-item`, { report_title: marker, report_body: marker }),
    'report',
  );
  const { prescriptionId } = await expectCreated(
    await call('PUT', `/patients/folder/prescription/${appointment._id}/commit`, {
      prescription: [{ medicine: marker, frequency: marker, duration: 5 }],
      patientId: patient._id,
    }),
    'prescription',
  );
  const upload = multipart([
    { name: 'document', fileName: `${marker}.pdf`, data: pdfFile(marker), contentType: 'application/pdf' },
  ]);
  const { file } = await expectCreated(
    await call('POST', `/patients/folder/medical-files/${patient._id}/upload`, upload.payload, upload.headers),
    'medical file',
  );
  const { rollbackAction } = await expectCreated(
    await call('POST', '/actions-observer/appointments/offline-rollback-actions/commit-action-typed', {
      localKey: `${marker}-${slot}`,
      type: 'visit_create',
      payload: { marker },
      dateLocalSaved: startAt,
      corePayload: { start: startAt, patientTitle: marker },
      reason: 'slotAlreadyBooked',
    }),
    'failed action',
  );
  const ids: PracticeIds = {
    doctor: owner.profile._id,
    patient: patient._id,
    familyMember: memberVisit.familyMember._id,
    appointment: appointment._id,
    act: act._id,
    payment: act.items[0]._id,
    report: report._id,
    prescription: prescriptionId,
    medicalFile: file.uid,
    reason,
    rollbackAction: rollbackAction._id,
    // No call makes a notification (domain events do): stored directly, for the doctor.
    notification: (
      await app.db
        .insert(notifications)
        .values({
          recipientUserId: owner.profile._id,
          doctorId: owner.profile._id,
          category: 'other',
          kind: 'edit_request_verdict',
          title: { fr: marker, en: marker, ar: marker },
          message: { fr: marker, en: marker, ar: marker },
        })
        .returning({ id: notifications.id })
    )[0]!.id,
  };
  if (withAssistant) {
    const { appUser } = await expectCreated(
      await call('POST', '/users/create', {
        email: `${marker.toLowerCase()}.${slot}@tabib.test`,
        phone: freshPhone(),
        firstName: marker,
        lastName: marker,
        password: 'Assist1234',
        position: 'ASSISTANT',
      }),
      'assistant',
    );
    ids.user = appUser._id;
  }
  return ids;
}
