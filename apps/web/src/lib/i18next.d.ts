import 'i18next';
import type appointments from '../locales/fr/appointments.json';
import type auth from '../locales/fr/auth.json';
import type clinic from '../locales/fr/clinic.json';
import type common from '../locales/fr/common.json';
import type consultationReasons from '../locales/fr/consultation-reasons.json';
import type errors from '../locales/fr/errors.json';
import type notifications from '../locales/fr/notifications.json';
import type offline from '../locales/fr/offline.json';
import type patients from '../locales/fr/patients.json';
import type payments from '../locales/fr/payments.json';
import type profile from '../locales/fr/profile.json';
import type records from '../locales/fr/records.json';
import type schedule from '../locales/fr/schedule.json';
import type shell from '../locales/fr/shell.json';
import type subscription from '../locales/fr/subscription.json';
import type teleconsultation from '../locales/fr/teleconsultation.json';
import type users from '../locales/fr/users.json';
import type validation from '../locales/fr/validation.json';

// Typed keys: a misspelt key, or an error code without a message, fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      appointments: typeof appointments;
      auth: typeof auth;
      clinic: typeof clinic;
      common: typeof common;
      'consultation-reasons': typeof consultationReasons;
      errors: typeof errors;
      notifications: typeof notifications;
      offline: typeof offline;
      patients: typeof patients;
      payments: typeof payments;
      profile: typeof profile;
      records: typeof records;
      schedule: typeof schedule;
      shell: typeof shell;
      subscription: typeof subscription;
      teleconsultation: typeof teleconsultation;
      users: typeof users;
      validation: typeof validation;
    };
  }
}
