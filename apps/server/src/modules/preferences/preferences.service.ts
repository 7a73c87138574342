import type { FastifyBaseLogger } from 'fastify';
import { isLocale } from '@tabib/contracts/locales';
import { patientReminderSettingsOf, type PatientReminderSettings } from '@tabib/contracts/patient-notices';
import {
  defaultEmailNotices,
  missedVisitsWarnFrom,
  type ChangePasswordBody,
  type EmailNotices,
  type MissedVisitsSetting,
} from '@tabib/contracts/preferences';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/accounts';
import type { DomainEvent } from '../../events/domain-event';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { practiceTime } from '../../lib/practice-time';
import type { Actor, AuthService } from '../auth/auth.service';
import type { Mailer } from '../mail/mailer';
import { appointmentByOthersEmail, type AppointmentChange } from '../mail/templates/appointment-by-others-email';
import { assertMay } from '../practice/practice.policy';
import { createPracticeService, type PracticeService } from '../practice/practice.service';
import { createPreferencesRepository } from './preferences.repository';

interface Deps {
  db: Database;
  mailer: Mailer;
  auth: Pick<AuthService, 'endSessionsOf'>;
  log: FastifyBaseLogger;
  practice?: PracticeService;
}

type AppointmentChanged = Extract<DomainEvent, { kind: 'appointmentChanged' }>;

const changeOf: Partial<Record<AppointmentChanged['type'], AppointmentChange>> = {
  BOOKED: 'booked',
  APPOINTMENT_UPDATED: 'moved',
  CANCELED: 'cancelled',
};

const withDefaults = (stored: Partial<EmailNotices>): EmailNotices => ({ ...defaultEmailNotices, ...stored });

/**
 * Preferences of any account kind: e-mail notices and the password change; and the practice
 * doctor's patient reminders and missed-visits warning.
 */
export function createPreferencesService({ db, mailer, auth, log, practice = createPracticeService(db) }: Deps) {
  const repository = createPreferencesRepository(db);

  /**
   * The doctor whose patient settings (reminders, missed-visits warning) the actor reads or
   * changes: the public booking switch's rule (the profile's rights: DOC-ALL changes, DOC-DEA and
   * assistants read, clinic accounts neither), so the settings of the practice's patients are
   * decided alike.
   */
  async function reminderDoctorOf(actor: UserRow, access: 'read' | 'change') {
    assertMay(actor, 'profile.edit', access);
    return (await practice.scopeOf(actor)).doctor;
  }

  async function noticeAppointmentByOthers(event: AppointmentChanged) {
    const change = changeOf[event.type];
    if (!change || event.actorUserId === event.doctorId) return;
    const people = await repository.usersByIds(event.actorUserId ? [event.doctorId, event.actorUserId] : [event.doctorId]);
    const doctor = people.find((person) => person.id === event.doctorId);
    if (!doctor || doctor.deletedAt || doctor.blockedAt || !withDefaults(doctor.emailNotices).appointmentsByOthers) return;
    const actor = people.find((person) => person.id === event.actorUserId);
    await mailer.send(
      appointmentByOthersEmail({
        to: doctor.email,
        doctorName: `${doctor.title} ${doctor.firstName} ${doctor.lastName}`.trim(),
        change,
        when: practiceTime(event.appointment.start).format('DD/MM/YYYY HH:mm'),
        byName: actor ? `${actor.firstName} ${actor.lastName}` : null,
        locale: isLocale(doctor.locale) ? doctor.locale : 'fr',
      }),
    );
  }

  return {
    async emailNotices(userId: string): Promise<EmailNotices> {
      return withDefaults(await repository.storedNotices(userId));
    },

    async updateEmailNotices(userId: string, changes: Partial<EmailNotices>): Promise<EmailNotices> {
      return withDefaults(await repository.mergeNotices(userId, changes));
    },

    async patientReminders(actor: UserRow): Promise<PatientReminderSettings> {
      const doctor = await reminderDoctorOf(actor, 'read');
      return patientReminderSettingsOf(await repository.storedPatientReminders(doctor.id));
    },

    async updatePatientReminders(actor: UserRow, settings: PatientReminderSettings): Promise<PatientReminderSettings> {
      const doctor = await reminderDoctorOf(actor, 'change');
      return patientReminderSettingsOf(await repository.storePatientReminders(doctor.id, settings));
    },

    /**
     * Read by whoever books for the doctor (the booking form warns with it): any account of the
     * practice, clinic accounts for the clinic doctor they name.
     */
    async missedVisits(actor: UserRow, clinicDoctorId?: string | null): Promise<MissedVisitsSetting> {
      assertMay(actor, 'patients.read');
      const { doctor } = await practice.scopeOf(actor, clinicDoctorId);
      return { warnFrom: (await repository.storedMissedVisitsWarnFrom(doctor.id)) ?? missedVisitsWarnFrom.default };
    },

    /** Changed with the profile's rights, as the reminders. */
    async updateMissedVisits(actor: UserRow, setting: MissedVisitsSetting): Promise<MissedVisitsSetting> {
      const doctor = await reminderDoctorOf(actor, 'change');
      await repository.storeMissedVisitsWarnFrom(doctor.id, setting.warnFrom);
      return setting;
    },

    /** This session stays; every other session of the account ends (its sockets are told why). */
    async changePassword(actor: Actor, input: ChangePasswordBody) {
      if (!(await verifyPassword(actor.user.passwordHash, input.currentPassword)))
        throw new AppError(400, 'currentPasswordInvalid');
      if (input.password === input.currentPassword) throw new AppError(400, 'newPasswordSameAsCurrent');
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await createPreferencesRepository(tx).storePasswordHash(actor.user.id, passwordHash);
        await auth.endSessionsOf(actor.user.id, 'passwordChanged', { exceptSessionId: actor.sessionId, executor: tx });
      });
    },

    /**
     * Fed by a durable consumer of the appointment events (app.ts): once per event whatever the
     * number of processes, off the booking's path (its answer does not wait). Not awaited there,
     * so no e-mail is sent from inside the consumer's transaction: a crash in between loses the
     * notice rather than sending it twice. A failed e-mail is logged, never thrown back at whoever booked.
     */
    onAppointmentChanged(event: AppointmentChanged) {
      noticeAppointmentByOthers(event).catch((error: unknown) =>
        log.error({ err: error, doctorId: event.doctorId }, 'appointment notice e-mail failed'),
      );
    },
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
