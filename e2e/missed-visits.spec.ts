import { expect, expectAccessible, test, type Page } from './support/test';
import { accounts } from './support/accounts';
import { expectCalendar, signIn } from './support/auth';
import { t, type Lang } from './support/locales';
import {
  apiCall,
  bookNewPatientTomorrow,
  clickHourSlot,
  dayAfter,
  eventOf,
  practiceOffset,
  showWeekOf,
  uniqueSuffix,
} from './support/calendar';

// Issue 22: a patient's missed visits. A fresh patient is marked absent twice, the doctor warns
// from 2 missed visits in Preferences, and the booking form shows the count as a warning when
// that patient is picked; the patient record lists the two visits. Five days ahead, in the
// evening, an hour of its own per attempt: no other journey books there.

const daysAhead = 5;
const count = (lang: Lang, key: string, value: number) => t(lang, key).replace('{{count}}', String(value));

/** The appointment modal of a click on the slot at `hour`, the existing-patient path, `lastName` picked. */
async function pickInBookingForm(page: Page, hour: number, lastName: string) {
  await clickHourSlot(page, dayAfter(daysAhead).weekday, hour);
  const modal = page.getByTestId('appointment-modal');
  await expect(modal.getByTestId('field-start-time')).toHaveValue(`${hour}:00`);
  await modal.getByTestId('patient-mode-existing').click();
  await modal.getByTestId('field-patient-search').locator('input').fill(lastName);
  await page.locator('.ant-select-item-option').filter({ hasText: lastName }).click();
  await expect(modal.getByTestId('field-last-name')).toHaveValue(lastName);
  return modal;
}

const withStatus = (page: Page, lastName: string, status: string) =>
  eventOf(page, lastName).and(page.locator(`[data-status="${status}"]`));

/** Opens one of the patient's booked appointments and marks the patient absent. */
async function markAbsent(page: Page, lastName: string, missedAfter: number) {
  await withStatus(page, lastName, 'BOOKED').first().click();
  const modal = page.getByTestId('appointment-modal');
  await expect(modal).toContainText(t('fr', 'appointments:modal.detailsTitle'));
  await modal.getByTestId('action-absent').click();
  await expect(withStatus(page, lastName, 'PATIENT_MISSED')).toHaveCount(missedAfter);
  await expect(modal).toBeHidden();
}

test('a patient absent twice is flagged on the next booking from the threshold set in Preferences, and listed in the record', async ({
  page,
  browser,
}, testInfo) => {
  const day = dayAfter(daysAhead);
  const hour = 20 + testInfo.retry + testInfo.repeatEachIndex;
  const lastName = `Absent-${uniqueSuffix()}`;
  await signIn(page, accounts.doctor);

  // Booked twice (as another device would), then marked absent twice on the calendar.
  await bookNewPatientTomorrow(page, hour * 60 + 20, { gender: 'MALE', firstName: 'Samir', lastName, age: 41 }, daysAhead);
  const lookup = await apiCall(page, 'GET', `/doctors/patients/query-lookup?query=${encodeURIComponent(lastName)}`);
  const patient = (lookup.body.patients as { _id: string; missingAppointments: number }[])[0]!;
  expect(patient.missingAppointments).toBe(0);
  const profile = await apiCall(page, 'GET', '/doctors/web/backbone/retrieve-entity-profile');
  const reason = (
    profile.body.profile as {
      consultationReasons: { _id: string; isEnabled: boolean; isDeleted: boolean; isValidated: boolean }[];
    }
  ).consultationReasons.find((candidate) => candidate.isEnabled && !candidate.isDeleted && candidate.isValidated)!;
  const second = await apiCall(page, 'POST', '/doctors/appointments/create-new-appointment', {
    consultationReason: reason._id,
    startAt: `${day.iso}T${hour}:40:00${practiceOffset}`,
    isNewPatient: false,
    patient: patient._id,
    duration: 20,
    type: 'cabinet',
    appointment_ui_id: crypto.randomUUID(),
  });
  expect(second.status, JSON.stringify(second.body)).toBe(201);
  await page.reload();
  await showWeekOf(page, day, daysAhead);
  await expect(eventOf(page, lastName)).toHaveCount(2);
  await markAbsent(page, lastName, 1);
  await markAbsent(page, lastName, 2);

  // Warn from 2 missed visits.
  await page.goto('/settings/preferences');
  const card = page.getByTestId('missed-visits-card');
  await card.getByTestId('missed-visits-warn-from').fill('2');
  await card.getByTestId('missed-visits-save').click();
  await expect(page.getByText(t('fr', 'profile:preferences.missedVisits.saved'))).toBeVisible();

  // A new booking: the picked patient's count, in the warning colour.
  await page.goto('/calendar');
  await expectCalendar(page);
  await showWeekOf(page, day, daysAhead);
  const modal = await pickInBookingForm(page, hour, lastName);
  const tag = modal.getByTestId('patient-missed-visits');
  await expect(tag).toHaveText(count('fr', 'appointments:form.missedVisits_other', 2));
  await expect(tag).toHaveAttribute('data-level', 'warning');
  await expect(tag).toHaveClass(/ant-tag-warning/);
  await expect(tag).toHaveCSS('color', 'rgb(173, 78, 0)');
  await expectAccessible(page, 'booking form, a patient with missed visits');
  await modal.getByTestId('field-reason').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Consultation générale' }).click();
  await modal.getByTestId('appointment-submit').click();
  await expect(modal).toBeHidden();
  await expect(eventOf(page, lastName)).toHaveCount(3);

  // The record lists both missed visits, newest first, with their time and reason.
  await page.getByTestId('patient-search').locator('input').fill(lastName);
  await page.getByTestId('patient-search-option').filter({ hasText: lastName }).first().click();
  const record = page.getByTestId('patient-modal');
  await record.getByRole('button', { name: t('fr', 'patients:missedVisits.title') }).click();
  await expect(record.getByTestId('missed-visits-summary')).toHaveText(count('fr', 'patients:missedVisits.summary_other', 2));
  const visits = record.getByTestId('missed-visit');
  await expect(visits).toHaveCount(2);
  const date = day.iso.split('-').reverse().join('/');
  await expect(visits.nth(0)).toContainText(`${date} ${hour}:40`);
  await expect(visits.nth(1)).toContainText(`${date} ${hour}:20`);
  await expect(visits.nth(0)).toContainText('Consultation générale');
  await page.screenshot({ path: testInfo.outputPath('missed-visits-record-fr.png') });
  await page.keyboard.press('Escape');

  // In Arabic, on a phone: the count reads right to left and fits the screen.
  const arabic = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const arPage = await arabic.newPage();
  await arPage.addInitScript(() => localStorage.setItem('tabib.lang', 'ar'));
  await signIn(arPage, accounts.doctor, { expectCalendar: false });
  await expectCalendar(arPage, 'ar');
  await arPage.getByTestId('add-appointment').click();
  const arModal = arPage.getByTestId('appointment-modal');
  await arModal.getByTestId('patient-mode-existing').click();
  await arModal.getByTestId('field-patient-search').locator('input').fill(lastName);
  await arPage.locator('.ant-select-item-option').filter({ hasText: lastName }).click();
  const arTag = arModal.getByTestId('patient-missed-visits');
  await expect(arTag).toHaveText(t('ar', 'appointments:form.missedVisits_two'));
  await expect(arTag).toHaveAttribute('data-level', 'warning');
  expect(await arTag.evaluate((node) => getComputedStyle(node).direction)).toBe('rtl');
  const box = (await arTag.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await arPage.screenshot({ path: testInfo.outputPath('missed-visits-booking-ar-360.png') });
  await arabic.close();
});
