import { randomUUID } from 'node:crypto';
import dayjs from 'dayjs';
import type { ConsultationReason } from '@tabib/contracts/consultation-reasons';
import type { App } from '../app';
import { practiceClock, practiceDay } from '../lib/practice-time';
import { bearer, signIn } from './auth-helpers';

export interface Session {
  token: string;
  profile: { _id: string; consultationReasons: ConsultationReason[]; clinicObject: { doctors: { _id: string }[] } | null };
  headers: Record<string, string>;
}

export async function sessionOf(app: App, email: string): Promise<Session> {
  const body = (await signIn(app, email)).json();
  if (!body.success) throw new Error(`sign-in of ${email} failed`);
  return { token: body.auth.token, profile: body.profile, headers: bearer(body.auth.token) };
}

/** HH:mm on the practice day `days` from today, as an ISO instant. */
export function at(days: number, time: string): string {
  return practiceClock(dayjs(practiceDay(new Date())).add(days, 'day').format('YYYY-MM-DD'), time).toISOString();
}

let phoneCounter = 1000;
export const freshPhone = () => `+2136612${String(phoneCounter++).padStart(5, '0')}`;

export function newPatientBooking(reasonId: string, startAt: string, overrides: Record<string, unknown> = {}) {
  return {
    consultationReason: reasonId,
    startAt,
    isNewPatient: true,
    duration: 20,
    type: 'cabinet',
    newPatient: { firstName: 'Nour', lastName: 'Test', gender: 'FEMALE', phone: freshPhone(), birthday: '15/03/1990' },
    appointment_ui_id: randomUUID(),
    patient_ui_id: randomUUID(),
    ...overrides,
  };
}

export function existingPatientBooking(
  reasonId: string,
  patientId: string,
  startAt: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    consultationReason: reasonId,
    startAt,
    isNewPatient: false,
    patient: patientId,
    duration: 20,
    type: 'cabinet',
    appointment_ui_id: randomUUID(),
    ...overrides,
  };
}

export function book(app: App, session: Session, payload: object) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/doctors/appointments/create-new-appointment',
    headers: session.headers,
    payload,
  });
}

export const bookableReason = (session: Session) =>
  session.profile.consultationReasons.find(
    (reason) => reason.isEnabled && !reason.isDeleted && reason.isValidated && reason.duration === 20,
  )!;
