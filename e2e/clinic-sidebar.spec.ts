import { expect, expectAccessible, test, type Page, type TestInfo } from './support/test';
import { accounts } from './support/accounts';
import { expectCalendar, signIn } from './support/auth';
import { apiCall, bookNewPatientTomorrow, uniqueSuffix } from './support/calendar';
import { t } from './support/locales';

// Issue 17: the clinic's doctors in the header (220 px slot, online dots, a click picks the doctor
// the calendar acts for), the doctors panel ('Tous les praticiens', fuzzy search), a doctor's
// presence heard live, and the notice of another doctor's booking (spec 1 sections 4 and 9,
// spec 2 section 9, spec 3 section 2). The clinic doctor books three days ahead from 20:00, an
// hour the other journeys leave free.

const allPractitioners = (count: number) =>
  t('fr', 'appointments:clinic.allPractitioners_other').replace('{{count}}', String(count));

const headerDoctor = (page: Page, lastName: string) => page.getByTestId('header-clinic-doctor').filter({ hasText: lastName });

/** A screenshot kept beside the journey's output and attached to its report. */
async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Reads every unread clinic notice of the signed-in account, so that the journey sees its own only. */
async function readClinicNotices(page: Page) {
  const listed = await apiCall(page, 'GET', '/doctors/notifications/clinic-notices');
  expect(listed.status, JSON.stringify(listed.body)).toBe(200);
  for (const notice of listed.body.notices as { _id: string }[]) {
    expect((await apiCall(page, 'PUT', `/doctors/notifications/${notice._id}/mark-as-read`, {})).status).toBe(200);
  }
}

test('the clinic admin picks a doctor from the header, searches the panel, sees a doctor come online and a colleague booked', async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page, accounts.clinicAdmin);
  await readClinicNotices(page);
  await page.reload();
  await expectCalendar(page);

  // The header: the clinic's three doctors fit the 220 px slot, no remaining count.
  const avatars = page.getByTestId('clinic-doctor-avatars');
  await expect(avatars).toBeVisible();
  await expect(avatars).toHaveAttribute('aria-label', t('fr', 'appointments:clinic.headerDoctors'));
  await expect(page.getByTestId('header-clinic-doctor')).toHaveCount(3);
  await expect(page.getByTestId('header-more-doctors-count')).toHaveCount(0);
  const slot = await avatars.boundingBox();
  expect(slot!.width).toBeLessThanOrEqual(220 + 8);
  // The first doctor is preselected, in the header as in the panel.
  await expect(page.getByTestId('header-clinic-doctor').first()).toHaveAttribute('aria-pressed', 'true');

  // The panel: 'Tous les praticiens (3)', and a fuzzy search on names and specialities.
  const panel = page.getByTestId('clinic-doctors-panel');
  await expect(panel.getByTestId('clinic-doctors-title')).toHaveText(allPractitioners(3));
  const doctors = panel.getByTestId('clinic-doctor');
  const search = panel.getByTestId('clinic-doctor-search').locator('input');
  await search.fill('ferht');
  await expect(doctors).toHaveCount(0);
  await search.fill('ferh');
  await expect(doctors).toHaveCount(1);
  await expect(doctors).toContainText('Ferhat');
  await search.fill('cardio');
  await expect(doctors).toHaveCount(2);
  await expect(doctors.filter({ hasText: 'Saadi' })).toHaveCount(0);
  await expect(panel.getByTestId('clinic-doctors-title')).toHaveText(allPractitioners(3));
  await search.fill('');
  await expect(doctors).toHaveCount(3);

  // A click on Saadi's avatar moves the calendar to her: the panel follows and her week is asked for.
  const saadi = headerDoctor(page, 'Saadi');
  const saadiId = (await saadi.getAttribute('data-doctor-id'))!;
  const saadiWeek = page.waitForRequest(
    (request) => request.url().includes('retrieve-appointments-on-mode') && request.url().includes(saadiId),
  );
  await saadi.click();
  await saadiWeek;
  await expect(saadi).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.locator(`[data-testid="clinic-doctor"][data-doctor-id="${saadiId}"]`)).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('add-appointment')).toBeEnabled();

  // Rachid Bouzid signs in elsewhere: his dot turns online on the clinic's page, without a reload.
  const bouzidDot = headerDoctor(page, 'Bouzid').locator('[data-online]');
  const wasOnline = (await bouzidDot.getAttribute('data-online')) === 'true';
  const doctorContext = await browser.newContext();
  try {
    const doctorPage = await doctorContext.newPage();
    await signIn(doctorPage, accounts.clinicDoctor);
    await expect(bouzidDot).toHaveAttribute('data-online', 'true', { timeout: 15_000 });
    await expect(headerDoctor(page, 'Bouzid')).toHaveAccessibleName(
      `${t('fr', 'common:doctorTitle')} Rachid Bouzid, ${t('fr', 'appointments:clinic.online')}`,
    );
    testInfo.annotations.push({ type: 'presence', description: wasOnline ? 'already online before' : 'off, then online' });

    // He books on his own calendar: the clinic admin, acting for Saadi, gets a notice that stays.
    const lastName = `Amel-${uniqueSuffix()}`;
    await bookNewPatientTomorrow(
      doctorPage,
      20 * 60 + 30 * (testInfo.retry + testInfo.repeatEachIndex),
      { firstName: 'Yanis', lastName, gender: 'MALE', age: 40 },
      3,
    );
    const notice = page.getByTestId('clinic-notice-clinic_doctor_booked').filter({ hasText: lastName });
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await expect(notice).toContainText('Bouzid');
    await page.waitForTimeout(5_000);
    await expect(notice, 'a persistent notice does not close by itself').toBeVisible();
    await notice.locator('.ant-notification-notice-close').click();
    await expect(notice).toBeHidden();
    // Closed is read: the server no longer lists it.
    await expect
      .poll(async () => JSON.stringify((await apiCall(page, 'GET', '/doctors/notifications/clinic-notices')).body))
      .not.toContain(lastName);
  } finally {
    await doctorContext.close();
  }

  // The header's choice is the patients page's too.
  await page.getByTestId('nav-patients').click();
  await expect(page.getByTestId('patients-clinic-doctor')).toContainText('Saadi');
});

test('in Arabic at 390 px the header mirrors and stays inside the screen, down to 360 px', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('tabib.lang', 'ar'));
    await signIn(page, accounts.clinicAdmin, { expectCalendar: false });
    await expectCalendar(page, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    const avatars = page.getByTestId('clinic-doctor-avatars');
    await expect(avatars).toHaveAttribute('aria-label', t('ar', 'appointments:clinic.headerDoctors'));
    const buttons = page.getByTestId('header-clinic-doctor');
    await expect(buttons.first()).toBeVisible();
    const first = await buttons.first().boundingBox();
    const last = await buttons.last().boundingBox();
    expect(first!.x, 'the first doctor is drawn on the right').toBeGreaterThan(last!.x);
    // On a phone the doctors panel starts closed: the header picks the doctor.
    await expect(page.getByTestId('clinic-doctors-panel')).toHaveAttribute('aria-hidden', 'true');

    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'the clinic header in Arabic at 390 px');
    await attachScreenshot(page, testInfo, 'clinic-header-ar-390');

    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(overflow).toBeLessThanOrEqual(0);
    const slot = await avatars.boundingBox();
    expect(slot!.x).toBeGreaterThanOrEqual(0);
    expect(slot!.x + slot!.width).toBeLessThanOrEqual(360);
    // Whatever no longer fits is counted, and every doctor stays reachable.
    const shown = await buttons.count();
    const more = page.getByTestId('header-more-doctors-count');
    if (shown < 3) await expect(more.locator('bdi')).toHaveText(`+${3 - shown}`);
    await attachScreenshot(page, testInfo, 'clinic-header-ar-360');
  } finally {
    await context.close();
  }
});
