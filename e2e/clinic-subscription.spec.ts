import { expect, test } from './support/test';
import { fillEntityForm, saveEntityForm } from './support/clinic-entities';
import { t } from './support/locales';
import { serverLogMark, waitForEmailedPassword } from './support/mail-log';
import { createClinic, laterOnReminder, onboard } from './support/new-doctor';

// The clinic and doctor this journey opens are onboarded once: a retry would not find them new.
test.describe.configure({ retries: 0 });

test("a clinic whose subscription has not started: its doctor's banner asks the admin to pick a period, in Arabic right to left", async ({
  page,
  browser,
}) => {
  test.slow();
  const admin = await createClinic(0);
  await onboard(page, admin);
  // The admin pays: the start-subscription popup (spec 3 section 4, waiting), put off for now.
  await expect(page.getByTestId('payment-reminder-popup')).toBeVisible();
  await laterOnReminder(page);

  const doctorEmail = `clinique.docteur.${Date.now()}@tabib.test`;
  const mark = serverLogMark();
  await page.getByTestId('nav-clinic-users').click();
  await page.getByTestId('clinic-users-add').click();
  await fillEntityForm(page, { email: doctorEmail, firstName: 'Walid', lastName: 'Hamdi' });
  await saveEntityForm(page);

  const doctorPage = await (await browser.newContext()).newPage();
  await doctorPage.addInitScript(() => localStorage.setItem('tabib.lang', 'ar'));
  await onboard(doctorPage, { email: doctorEmail, oneTimePassword: await waitForEmailedPassword(doctorEmail, mark) }, 'ar');
  const banner = doctorPage.getByTestId('subscription-banner');
  await expect(banner).toHaveAttribute('data-kind', 'clinicNotStarted');
  await expect(banner).toContainText(t('ar', 'subscription:notices.clinicNotStarted'));
  await expect(doctorPage.locator('html')).toHaveAttribute('dir', 'rtl');
  // A clinic doctor does not pay: no popup leading to the offers, only the banner.
  await expect(doctorPage.getByTestId('payment-reminder-popup')).toHaveCount(0);
  await doctorPage.context().close();
});
