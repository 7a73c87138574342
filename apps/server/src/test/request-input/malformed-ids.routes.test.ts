import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { at, sessionOf, type Session } from '../booking-helpers';
import { multipart, pdfFile } from '../medical-file-fixtures';
import { createTestApp } from '../test-app';
import { testBackends } from '../test-database';

const api = '/api/v1';

/** A DOC-ALL doctor, its assistants (ASS and AS-DOCTOR), a DOC-DEA doctor, a clinic admin and a clinic unit. */
const roles = [
  'doctor@tabib.test',
  'assistant@tabib.test',
  'asdoctor@tabib.test',
  'limited@tabib.test',
  'clinic@tabib.test',
  'clinic.unit@tabib.test',
] as const;
type Role = (typeof roles)[number];
/** Those who may book and change appointments: the bodies their services parse are reached by them only. */
const managers: Role[] = ['doctor@tabib.test', 'asdoctor@tabib.test', 'clinic@tabib.test', 'clinic.unit@tabib.test'];
const scheduleEditors: Role[] = ['doctor@tabib.test', 'asdoctor@tabib.test', 'clinic@tabib.test'];
const recordWriters: Role[] = ['doctor@tabib.test', 'asdoctor@tabib.test'];

/** Malformed ids as an outside tool sends them (URL-encoded where they sit in a path or a query). */
const malformed = ['not-a-uuid', "1' OR '1'='1", '3f2b8c1e-9d4a-4e6b-8f00-1a2b3c4d5e6'];

interface Case {
  name: string;
  request: (bad: string) => { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object; headers?: object };
  /** Roles whose policy refuses the call (403) before the body is read; everyone else gets 400. */
  reachedBy?: Role[];
}

const some = randomUUID();
const enc = encodeURIComponent;
const week = `mode=week&fromTime=${enc(at(0, '00:00'))}&toTime=${enc(at(7, '00:00'))}`;
const prescription = (overrides: object) => ({
  prescription: [{ medicine: 'Doliprane', frequency: '3/j', duration: 5 }],
  patientId: some,
  ...overrides,
});
const appointmentValues = (overrides: object) => ({
  startAt: at(5, '10:00'),
  consultationReason: some,
  duration: 20,
  type: 'cabinet',
  ...overrides,
});
const booking = (overrides: object) => ({
  consultationReason: some,
  startAt: at(5, '10:00'),
  isNewPatient: false,
  patient: some,
  duration: 20,
  type: 'cabinet',
  appointment_ui_id: randomUUID(),
  ...overrides,
});
const upload = (bad: string) => {
  const body = multipart([
    { name: 'selectedClinicDoctor', value: bad },
    { name: 'document', fileName: 'a.pdf', data: pdfFile() },
  ]);
  return { method: 'POST' as const, url: `/doctors/patients/folder/medical-files/${some}/upload`, ...body };
};

/** Every id position of a few representative routes: path, query, body, a JSON list in a query, a multipart field. */
const cases: Case[] = [
  { name: 'patient in the path', request: (bad) => ({ method: 'GET', url: `/doctors/patients/${enc(bad)}` }) },
  { name: 'cqDoctor of a patient', request: (bad) => ({ method: 'GET', url: `/doctors/patients/${some}?cqDoctor=${enc(bad)}` }) },
  {
    name: 'cqDoctor of the patient lookup',
    request: (bad) => ({ method: 'GET', url: `/doctors/patients/query-lookup?query=a&cqDoctor=${enc(bad)}` }),
  },
  {
    name: 'cqDoctor of the patient list',
    request: (bad) => ({ method: 'GET', url: `/doctors/patients/list?cqDoctor=${enc(bad)}` }),
  },
  {
    name: 'cqDoctor of the calendar',
    request: (bad) => ({
      method: 'GET',
      url: `/doctors/appointments/retrieve-appointments-on-mode?${week}&cqDoctor=${enc(bad)}`,
    }),
  },
  {
    name: 'a reason of the calendar filter',
    request: (bad) => ({
      method: 'GET',
      url: `/doctors/appointments/retrieve-appointments-on-mode?${week}&consultationReasons=${enc(JSON.stringify([some, bad]))}`,
    }),
  },
  { name: 'appointment in the path', request: (bad) => ({ method: 'GET', url: `/doctors/appointments/${enc(bad)}` }) },
  {
    name: 'clinic_doctor of an appointment',
    request: (bad) => ({ method: 'GET', url: `/doctors/appointments/${some}/trace-stack?clinic_doctor=${enc(bad)}` }),
  },
  { name: 'patient arrived', request: (bad) => ({ method: 'PUT', url: `/doctors/appointments/${enc(bad)}/patient-arrived` }) },
  { name: "today's count", request: (bad) => ({ method: 'GET', url: `/doctors/appointements-count?cqDoctor=${enc(bad)}` }) },
  {
    name: 'clinicDoctor of the days off',
    request: (bad) => ({ method: 'GET', url: `/doctors/schedule/retrieve-offworks-times?clinicDoctor=${enc(bad)}` }),
  },
  {
    name: 'cqDoctor of the schedule',
    request: (bad) => ({ method: 'GET', url: `/doctors/schedule/retrieve-schedule-on-mode?cqDoctor=${enc(bad)}` }),
  },
  {
    name: 'patient of the wallet',
    request: (bad) => ({ method: 'GET', url: `/doctors/patient/${enc(bad)}/payment/wallet-get-object` }),
  },
  {
    name: 'appointmentId and clinic_doctor of the wallet',
    request: (bad) => ({
      method: 'GET',
      url: `/doctors/patient/${some}/payment/wallet-get-object?clinic_doctor=${enc(bad)}&appointmentId=${enc(bad)}`,
    }),
  },
  {
    name: 'act in the path',
    request: (bad) => ({
      method: 'PUT',
      url: `/doctors/patient/${some}/payment/${enc(bad)}/wallet-add-act-subitem`,
      payload: { amount_paid: 100 },
    }),
  },
  {
    name: 'subItem_id of a payment',
    request: (bad) => ({
      method: 'PUT',
      url: `/doctors/patient/${some}/payment/${some}/wallet-update-act-subitem-information`,
      payload: { subItem_id: bad, sub_amount: 100, date: '01/01/2026' },
    }),
  },
  {
    name: 'clinic_doctor and appointmentId of a new act',
    request: (bad) => ({
      method: 'PUT',
      url: `/doctors/patient/${some}/payment/wallet-create-act`,
      payload: { title: 'Consultation', total_amount: 100, appointmentId: bad, clinic_doctor: bad },
    }),
  },
  {
    name: 'appointment of a prescription',
    request: (bad) => ({
      method: 'PUT',
      url: `/doctors/patients/folder/prescription/${enc(bad)}/commit`,
      payload: prescription({}),
    }),
  },
  {
    name: 'patientId and prescriptionId of a prescription',
    request: (bad) => ({
      method: 'PUT',
      url: `/doctors/patients/folder/prescription/${some}/commit`,
      payload: prescription({ patientId: bad, prescriptionId: bad }),
    }),
  },
  {
    name: 'cqDoctor of a prescription',
    request: (bad) => ({ method: 'GET', url: `/doctors/patients/folder/prescription/${some}/details?cqDoctor=${enc(bad)}` }),
  },
  {
    name: 'patient of the medical files',
    request: (bad) => ({ method: 'GET', url: `/doctors/patients/folder/medical-files/${enc(bad)}/list` }),
  },
  {
    name: 'a medical file and its cqDoctor',
    request: (bad) => ({
      method: 'GET',
      url: `/doctors/patients/folder/medical-files/${enc(bad)}/content?cqDoctor=${enc(bad)}`,
    }),
  },
  {
    name: 'a report',
    request: (bad) => ({
      method: 'PUT',
      url: `/doctors/patients/folder/reports/${enc(bad)}/change-of-content`,
      payload: { report_body: 'x' },
    }),
  },
  {
    name: 'a suggestion id in the medical profile',
    request: (bad) => ({
      method: 'PUT',
      url: `/doctors/patients/${some}/medical-profile`,
      payload: {
        personalInfo: {
          height: { value: null },
          weight: { value: null },
          blood: null,
          smoking: null,
          alcohol: null,
          married: null,
        },
        chronicDiseases: [{ name: 'Asthme', _id: bad }],
        medicines: [],
        surgeries: [],
        allergies: [],
      },
    }),
  },
  {
    name: 'userId of a block',
    request: (bad) => ({ method: 'PUT', url: '/doctors/users/block', payload: { userId: bad, status: true } }),
  },
  { name: 'a user in the path', request: (bad) => ({ method: 'DELETE', url: `/doctors/users/${enc(bad)}/delete` }) },
  {
    name: 'a consultation reason in the path',
    request: (bad) => ({ method: 'PUT', url: `/doctors/consultation-reasons/${enc(bad)}/enable`, payload: { isEnabled: true } }),
  },
  {
    name: 'the reasons order',
    request: (bad) => ({ method: 'PUT', url: '/doctors/consultation-reasons/order', payload: { ids: [some, bad] } }),
  },
  { name: 'an avatar', request: (bad) => ({ method: 'GET', url: `/avatars/${enc(bad)}/${some}` }) },
  {
    name: 'consultationReason, patient and selectedClinicDoctor of a booking',
    request: (bad) => ({
      method: 'POST',
      url: '/doctors/appointments/create-new-appointment',
      payload: booking({ consultationReason: bad, patient: bad, selectedClinicDoctor: bad }),
    }),
    reachedBy: managers,
  },
  {
    name: 'the ids of an appointment update',
    request: (bad) => ({
      method: 'PUT',
      url: `/doctors/appointments/${some}`,
      payload: { newValues: appointmentValues({ id: bad, clinic_doctor: bad, consultationReason: bad }) },
    }),
    reachedBy: managers,
  },
  {
    name: 'clinic_doctor of a status change',
    request: (bad) => ({
      method: 'PUT',
      url: `/doctors/appointments/${some}/status`,
      payload: { status: 'DONE', clinic_doctor: bad },
    }),
    reachedBy: managers,
  },
  {
    name: 'selectedClinicDoctor of the days off',
    request: (bad) => ({
      method: 'PUT',
      url: '/doctors/schedule/daysoff',
      payload: { daysNoWork: [], vacancy: null, selectedClinicDoctor: bad },
    }),
    reachedBy: scheduleEditors,
  },
  {
    name: 'cqDoctor of the weekly schedule',
    request: (bad) => ({
      method: 'PUT',
      url: '/doctors/schedule/web',
      payload: { mode: 'day', weeklySchedule: [], cqDoctor: bad },
    }),
    reachedBy: scheduleEditors,
  },
  { name: 'selectedClinicDoctor of a file upload', request: upload, reachedBy: recordWriters },
];

/** Issue 21 point 2: a malformed id anywhere is 400 validationFailed before any query, never 500. */
describe.each(testBackends())('malformed ids on %s', (backend) => {
  let app: App;
  const sessions = new Map<Role, Session>();
  beforeAll(async () => {
    app = await createTestApp(backend);
    for (const role of roles) sessions.set(role, await sessionOf(app, role));
  });
  afterAll(() => app.close());

  it.each(cases.map((entry) => [entry.name, entry] as const))('%s', async (_, entry) => {
    for (const role of roles) {
      for (const bad of malformed) {
        const { method, url, payload, headers } = entry.request(bad);
        const response = await app.inject({
          method,
          url: `${api}${url}`,
          headers: { ...sessions.get(role)!.headers, ...headers },
          payload: payload as never,
        });
        const label = `${role} ${method} ${url}: ${response.body}`;
        if (entry.reachedBy && !entry.reachedBy.includes(role)) {
          expect(response.statusCode, label).toBe(403);
        } else {
          expect(response.statusCode, label).toBe(400);
          expect(response.json().code, label).toBe('validationFailed');
        }
      }
    }
  });
});
