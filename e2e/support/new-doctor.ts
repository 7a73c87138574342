import { expect, type Page } from '@playwright/test';
import { adminJson, e2eServer } from './admin-cli';
import { expectCalendar, signIn, type Credentials } from './auth';
import { uniqueSuffix } from './calendar';
import type { Lang } from './locales';

const password = 'Nouveau.pass9';

/**
 * An independent doctor the operator opens for one journey (`accounts create-doctor`), with the
 * welcome period asked for: the subscription's journeys each start from their own state.
 */
export async function createDoctor(welcomeDays: number): Promise<Credentials & { id: string; oneTimePassword: string }> {
  const email = `abonnement.${uniqueSuffix()}@tabib.test`;
  const created = await adminJson<{ account: { id: string }; oneTimePassword: string }>(e2eServer(), [
    'accounts',
    'create-doctor',
    '--email',
    email,
    '--first-name',
    'Salima',
    '--last-name',
    `Benali-${uniqueSuffix()}`,
    '--welcome-days',
    String(welcomeDays),
  ]);
  return { id: created.account.id, email, password, oneTimePassword: created.oneTimePassword };
}

/** A clinic the operator opens for one journey (`accounts create-clinic`): its admin's credentials. */
export async function createClinic(welcomeDays: number): Promise<Credentials & { oneTimePassword: string }> {
  const email = `clinique.${uniqueSuffix()}@tabib.test`;
  const created = await adminJson<{ oneTimePassword: string }>(e2eServer(), [
    'accounts',
    'create-clinic',
    '--name',
    `Clinique Essai ${uniqueSuffix()}`,
    '--admin-email',
    email,
    '--admin-first-name',
    'Nadia',
    '--admin-last-name',
    'Ouali',
    '--welcome-days',
    String(welcomeDays),
  ]);
  return { email, password, oneTimePassword: created.oneTimePassword };
}

/** First sign-in of a new account: its own password, the terms, then the calendar. */
export async function onboard(page: Page, doctor: Credentials & { oneTimePassword: string }, lang: Lang = 'fr') {
  await signIn(page, { email: doctor.email, password: doctor.oneTimePassword }, { expectCalendar: false });
  await expect(page).toHaveURL(/\/reinitialize-password$/);
  await page.getByTestId('password-input').fill(password);
  await page.getByTestId('password-confirm-input').fill(password);
  await page.getByTestId('reinitialize-password-submit').click();
  await expect(page).toHaveURL(/\/our-terms$/);
  await page.getByTestId('accept-terms').click();
  await expectCalendar(page, lang);
}

/** "Later" on the payment-reminder popup: it is gone before the journey goes on. */
export async function laterOnReminder(page: Page) {
  const popup = page.getByTestId('payment-reminder-popup');
  await popup.getByTestId('popup-later').click();
  await expect(popup.getByTestId('popup-later')).toBeHidden();
}
