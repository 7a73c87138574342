import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  capabilitiesOfProfile,
  capabilityNames,
  refusalCodeOf,
  roleOf,
  type Capability,
  type Role,
} from '@tabib/contracts/capabilities';
import { subscriptionPaths } from '@tabib/contracts/subscription-calls';
import { accountKindOf, type UserProfile } from '@tabib/contracts/user';
import { desc, eq } from 'drizzle-orm';
import type { App } from '../app';
import { notifications } from '../db/schema/notifications';
import { renderNotification } from '../modules/notifications/notification-kinds';
import { notifyUser } from '../modules/notifications/notifications.service';
import { bookedPatient } from '../modules/payments/payments-test-helpers';
import { bearer, completeFirstLogin, signIn } from './auth-helpers';
import { at, book, bookableReason, freshPhone, newPatientBooking, sessionOf, type Session } from './booking-helpers';
import { createTestApp } from './test-app';
import { testBackends } from './test-database';

/** Every demo role, and the table column it must land in (an AS-DOCTOR without allowAll is added by doctor@). */
const demoRoles: [email: string, role: Role][] = [
  ['doctor@tabib.test', 'doctor/DOC-ALL'],
  ['limited@tabib.test', 'doctor/DOC-DEA'],
  ['clinic.doctor@tabib.test', 'clinicDoctor/DOC-ALL'],
  ['assistant@tabib.test', 'assistant/ASS'],
  ['asdoctor@tabib.test', 'assistant/DOC-ALL'],
  ['limited.asdoctor@tabib.test', 'assistant/DOC-DEA'],
  ['clinic@tabib.test', 'clinicAdmin/DOC-ALL'],
  ['clinic.unit@tabib.test', 'clinicUnit/DOC-ALL'],
];

/** Shown or refused in the web only: no API call is guarded by them. */
const webOnly = new Set<Capability>([
  'patients.page',
  'patients.search',
  'patients.shortcut',
  'settings.area',
  'menu.myProfile',
  'subscription',
  'clinic.profile',
  'calendar.browse',
  'calendar.drillDown',
  'calendar.reasonsFilter',
  'patients.openRecord',
]);

/** What a role works on: its practice's doctor (a clinic account names it), a patient and an appointment there. */
interface Actor {
  session: Session;
  profile: UserProfile;
  /** the clinic doctor a clinic account acts for, else null */
  clinicDoctor: string | null;
  patientId: string;
  appointmentId: string;
  reasonId: string;
}

type Call = (actor: Actor) => Promise<LightMyRequestResponse>;

let slot = 0;

/**
 * One call per capability: `change` is allowed only where the table says enabled; `read`
 * (settings the account sees greyed out) wherever it is not hidden.
 */
function callsOf(app: App): Partial<Record<Capability, { change?: Call; read?: Call }>> {
  const send = (actor: Actor, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: actor.session.headers, ...(payload ? { payload } : {}) });
  const cq = (actor: Actor, separator = '?') => (actor.clinicDoctor ? `${separator}cqDoctor=${actor.clinicDoctor}` : '');
  return {
    'appointments.book': {
      change: (actor) =>
        book(
          app,
          actor.session,
          newPatientBooking(actor.reasonId, at(60, `${String(8 + (slot++ % 12)).padStart(2, '0')}:00`), {
            ...(actor.clinicDoctor ? { selectedClinicDoctor: actor.clinicDoctor } : {}),
          }),
        ),
    },
    'appointments.markArrived': {
      change: (actor) =>
        send(actor, 'PUT', `/doctors/appointments/${actor.appointmentId}/patient-arrived`, {
          ...(actor.clinicDoctor ? { clinic_doctor: actor.clinicDoctor } : {}),
        }),
    },
    'failedActions.open': {
      change: (actor) =>
        send(
          actor,
          'GET',
          `/doctors/actions-observer/offline-rollback-actions/retrieve-rollback-actions${
            actor.clinicDoctor ? `?userId=${actor.clinicDoctor}` : ''
          }`,
        ),
    },
    'failedActions.clear': {
      change: (actor) =>
        send(actor, 'PUT', '/doctors/actions-observer/offline-rollback-actions/bulk-update-actions-status', {
          types: ['visit_create'],
        }),
    },
    'notifications.bell': { change: (actor) => send(actor, 'GET', '/doctors/notifications/unread-notifications-exist') },
    'notifications.clinicNotices': { change: (actor) => send(actor, 'GET', '/doctors/notifications/clinic-notices') },
    'notifications.confirmPayment': {
      change: async (actor) => {
        const notificationId = await pendingPaymentNotificationFor(app, actor.profile._id);
        return send(actor, 'PUT', `/doctors/notifications/${notificationId}/mark-as-read`, {
          payment_notification: true,
          confirm_payment: true,
        });
      },
    },
    'subscription.clinicBanner': {
      change: (actor) => send(actor, 'GET', subscriptionPaths.clinicTracking),
    },
    'teleconsultation.missed': {
      change: (actor) => send(actor, 'GET', '/doctors/appointments/teleconsulta/missed-appointments?page=1'),
    },
    'patients.read': { change: (actor) => send(actor, 'GET', `/doctors/patients/list?page=1&limit=10${cq(actor, '&')}`) },
    'patients.write': {
      change: (actor) =>
        send(actor, 'POST', `/doctors/patients/create-new-patient${cq(actor)}`, {
          firstName: 'Matrice',
          lastName: 'Patient',
          phone: freshPhone(),
          gender: 'FEMALE',
        }),
    },
    'patients.admin': {
      change: (actor) =>
        send(actor, 'PUT', `/doctors/patients/${actor.patientId}/change-of-state${cq(actor)}`, { action: 'froze' }),
    },
    'records.medical': {
      change: (actor) => send(actor, 'GET', `/doctors/patients/folder/medical-files/${actor.patientId}/list${cq(actor)}`),
    },
    'records.prescriptionRead': {
      change: (actor) => send(actor, 'GET', `/doctors/patients/folder/prescription/${actor.appointmentId}/details${cq(actor)}`),
    },
    'records.prescription': {
      change: (actor) => send(actor, 'PUT', `/doctors/profile/folder/medicines${cq(actor)}`, { medicines: ['Paracétamol'] }),
    },
    'records.payments': {
      change: (actor) =>
        send(
          actor,
          'GET',
          `/doctors/patient/${actor.patientId}/payment/wallet-get-object?page=1&limit=5${
            actor.clinicDoctor ? `&clinic_doctor=${actor.clinicDoctor}` : ''
          }`,
        ),
    },
    'profile.edit': {
      read: (actor) => send(actor, 'GET', '/doctors/profile/details'),
      change: (actor) => send(actor, 'PUT', '/doctors/profile/office/geo-position', { lat: 36.75, lng: 3.06 }),
    },
    'schedule.edit': {
      change: (actor) =>
        send(actor, 'PUT', '/doctors/schedule/daysoff', {
          daysNoWork: [],
          vacancy: null,
          selectedClinicDoctor: actor.clinicDoctor,
        }),
    },
    'consultationReasons.edit': {
      read: (actor) => send(actor, 'GET', '/doctors/consultation-reasons'),
      change: async (actor) => {
        const listed = await send(actor, 'GET', '/doctors/consultation-reasons');
        const reasons: { _id: string; isValidated: boolean }[] =
          listed.statusCode === 200 ? listed.json().consultationReasons : [];
        const ids = reasons.filter((reason) => reason.isValidated).map((reason) => reason._id);
        return send(actor, 'PUT', '/doctors/consultation-reasons/order', { ids: ids.length ? ids : [randomUUID()] });
      },
    },
    'clinic.profileEdit': {
      read: (actor) => send(actor, 'GET', '/clinics/web/profile'),
      change: (actor) =>
        send(actor, 'POST', '/uploads/presign', { purpose: 'clinic_gallery', contentType: 'image/png', size: 1000 }),
    },
    'clinic.usersPage': {
      read: (actor) => send(actor, 'GET', '/clinics/web/entity/users/gather-clinic-global-users-stats'),
      change: (actor) =>
        send(actor, 'POST', '/clinics/web/entity/users/create-new-entity-user', {
          type: 'user',
          email: `matrix.member.${randomUUID().slice(0, 8)}@tabib.test`,
          firstName: 'Matrice',
          lastName: 'Membre',
          role: 'member',
        }),
    },
    'clinic.dashboard': {
      read: (actor) => send(actor, 'GET', '/clinics/web/dashboard?period=week'),
    },
    'users.manage': {
      read: (actor) => send(actor, 'GET', '/doctors/users/get-all-users'),
      change: (actor) =>
        send(actor, 'POST', '/doctors/users/create', {
          email: `matrix.${randomUUID().slice(0, 8)}@tabib.test`,
          phone: '+213661000111',
          firstName: 'Matrice',
          lastName: 'Assistant',
          password: 'Matrix.pass1',
          position: 'ASSISTANT',
        }),
    },
  };
}

/** A payment notification waiting for the user's confirmation, whoever the user is: the call is what the table guards. */
async function pendingPaymentNotificationFor(app: App, userId: string): Promise<string> {
  await notifyUser(app.db, {
    recipientUserId: userId,
    doctorId: null,
    displayStatus: 'pending',
    rendered: renderNotification('payment', { amountCentimes: 120_000, recordedBy: 'Matrice', patientName: 'Patient' }),
  });
  const [row] = await app.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.recipientUserId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(1);
  return row!.id;
}

/** Allowed: a success. Refused: 403 with exactly the capability's code. */
function verdictOf(answer: LightMyRequestResponse): string {
  if (answer.statusCode < 300) return 'allowed';
  return `${answer.statusCode} ${answer.json().code}`;
}

/**
 * The capability table (contracts/capabilities.ts) walked over the API: for every demo role and
 * every capability that guards a call, the call answers as the table says, and nothing else.
 */
describe.each(testBackends())('capability matrix on %s', (backend) => {
  let app: App;
  const actors = new Map<string, Actor>();

  beforeAll(async () => {
    app = await createTestApp(backend);
    const doctor = await sessionOf(app, 'doctor@tabib.test');
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/doctors/users/create',
      headers: doctor.headers,
      payload: {
        email: 'limited.asdoctor@tabib.test',
        phone: '+213661000222',
        firstName: 'Lina',
        lastName: 'Limitée',
        password: 'Matrix.pass1',
        position: 'AS-DOCTOR',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const first = (await signIn(app, 'limited.asdoctor@tabib.test', 'Matrix.pass1', true)).json().auth.token;
    const limitedAssistantToken = await completeFirstLogin(app, first);

    const clinicDoctor = await sessionOf(app, 'clinic.doctor@tabib.test');
    for (const [email] of demoRoles) {
      const session =
        email === 'limited.asdoctor@tabib.test' ? await sessionOfToken(app, limitedAssistantToken) : await sessionOf(app, email);
      const profile = session.profile as unknown as UserProfile;
      const clinicAccount = profile.isClinic;
      const limited = email === 'limited@tabib.test';
      // the practice owner books a patient and appointment for each role (limited@ owns its own empty practice)
      const owner = clinicAccount || email === 'clinic.doctor@tabib.test' ? clinicDoctor : doctor;
      const { patientId, appointmentId } = await bookedPatient(app, owner);
      actors.set(email, {
        session,
        profile,
        clinicDoctor: clinicAccount ? clinicDoctor.profile._id : null,
        patientId: limited ? randomUUID() : patientId,
        appointmentId: limited ? randomUUID() : appointmentId,
        reasonId: bookableReason(owner)._id,
      });
    }
  }, 120_000);
  afterAll(() => app?.close());

  it('covers every capability: each guards an API call or is listed as web-only', () => {
    const calls = callsOf(app);
    expect(capabilityNames.filter((name) => !calls[name] && !webOnly.has(name))).toEqual([]);
    expect(capabilityNames.filter((name) => calls[name] && webOnly.has(name))).toEqual([]);
  });

  it.each(demoRoles)('%s is the column %s of the table', (email, role) => {
    const { profile } = actors.get(email)!;
    expect(roleOf({ kind: accountKindOf(profile), privilege: profile.privileges })).toBe(role);
  });

  it.each(demoRoles)('%s: every guarded call answers as the table says', async (email) => {
    const actor = actors.get(email)!;
    const levels = capabilitiesOfProfile(actor.profile);
    const expected: Record<string, string> = {};
    const answered: Record<string, string> = {};
    for (const [name, calls] of Object.entries(callsOf(app)) as [Capability, { change?: Call; read?: Call }][]) {
      const refused = `403 ${refusalCodeOf(name)}`;
      if (calls.read) {
        expected[`${name} (read)`] = levels[name] === 'hidden' ? refused : 'allowed';
        answered[`${name} (read)`] = verdictOf(await calls.read(actor));
      }
      if (calls.change) {
        expected[name] = levels[name] === 'enabled' ? 'allowed' : refused;
        answered[name] = verdictOf(await calls.change(actor));
      }
    }
    expect(answered).toEqual(expected);
  });

  async function sessionOfToken(app: App, token: string): Promise<Session> {
    const profile = await app.inject({
      method: 'GET',
      url: '/api/v1/doctors/web/backbone/retrieve-entity-profile',
      headers: bearer(token),
    });
    return { token, profile: profile.json().profile, headers: bearer(token) };
  }
});
