import { eq, inArray } from 'drizzle-orm';
import type { App } from '../../app';
import { users } from '../../db/schema/accounts';
import { freshPhone } from '../booking-helpers';
import type { Sessions } from './sessions';

export const outsiders = {
  assistant: 'outsider.assistant@tabib.test',
  asDoctor: 'outsider.asdoctor@tabib.test',
  clinicAdmin: 'outsider.clinic@tabib.test',
  clinicDoctor: 'outsider.clinic.doctor@tabib.test',
} as const;

const password = 'Outsider1234';

/**
 * Accounts the seed lacks, ready to sign in: an ASS and an AS-DOCTOR (allowAll) of another
 * independent practice (schedule.doctor@), and a second clinic with its admin and a doctor.
 * Their first-login steps are marked done in the database: the matrix attacks, it does not onboard.
 */
export async function openOutsiderAccounts(app: App, sessions: Sessions): Promise<void> {
  const employer = await sessions.signIn('schedule.doctor@tabib.test');
  for (const [email, position] of [
    [outsiders.assistant, 'ASSISTANT'],
    [outsiders.asDoctor, 'AS-DOCTOR'],
  ] as const) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/doctors/users/create',
      headers: employer.headers,
      payload: { email, phone: freshPhone(), firstName: 'Outsider', lastName: position, password, position },
    });
    if (response.statusCode !== 200) throw new Error(`creating ${email} failed: ${response.body}`);
    sessions.register(email, password, true);
  }

  const { clinic, oneTimePassword: adminPassword } = await app.services.accounts.createClinic({
    name: 'Clinique Autre',
    adminEmail: outsiders.clinicAdmin,
    adminFirstName: 'Outsider',
    adminLastName: 'Admin',
  });
  const { oneTimePassword: doctorPassword } = await app.services.accounts.createDoctor({
    email: outsiders.clinicDoctor,
    firstName: 'Outsider',
    lastName: 'Doctor',
  });
  sessions.register(outsiders.clinicAdmin, adminPassword);
  sessions.register(outsiders.clinicDoctor, doctorPassword);

  // No API puts a doctor in a clinic (the operator's data work): the test does it in the database.
  await app.db.update(users).set({ clinicId: clinic.id }).where(eq(users.email, outsiders.clinicDoctor));
  await app.db
    .update(users)
    .set({ firstLoginPswReset: true, acceptTerms: true })
    .where(inArray(users.email, Object.values(outsiders)));
  await app.db.update(users).set({ allowAll: true }).where(eq(users.email, outsiders.asDoctor));
}
