import { expect, test } from './support/test';
import { accounts } from './support/accounts';
import { signIn } from './support/auth';
import { t } from './support/locales';
import {
  practiceOffset,
  practiceToday,
  dayAfter,
  uniqueSuffix,
  uniquePhone,
  showWeekOf,
  clickHourSlot,
  eventOf,
  apiCall,
} from './support/calendar';

// The clinic's calendar (spec 1 sections 2, 4, 6 and 9): the clinic admin picks one of the clinic's
// doctors and books for them; the doctor's own calendar, open meanwhile, shows that booking live;
// a DOC-DEA doctor cannot book at all. Bookings happen two days ahead at 18:00 and 19:00, hours
// calendar-booking.spec.ts (tomorrow, 17:00 and 18:00) never uses.

interface ClinicDoctorEntry {
  _id: string;
  firstName: string;
  lastName: string;
}
interface ReasonEntry {
  _id: string;
  isEnabled: boolean;
  isDeleted: boolean;
  isValidated: boolean;
}

const clinicDoctorNames = ['Bouzid', 'Saadi', 'Ferhat'];
const allPractitioners = (count: number) =>
  t('fr', 'appointments:clinic.allPractitioners_other').replace('{{count}}', String(count));

test('the clinic admin sees its doctors, searches them and books a new patient for one of them', async ({ page }, testInfo) => {
  const day = dayAfter(2);
  // A retry (or --repeat-each) books an earlier hour: the first attempt's booking holds its slot.
  const hour = 18 - testInfo.retry - testInfo.repeatEachIndex;
  const lastName = `Clinique-${uniqueSuffix()}`;

  await signIn(page, accounts.clinicAdmin);
  const panel = page.getByTestId('clinic-doctors-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('clinic-doctors-title')).toHaveText(allPractitioners(3));
  expect(allPractitioners(3)).toContain('Tous les praticiens');
  const doctors = panel.getByTestId('clinic-doctor');
  await expect(doctors).toHaveCount(3);
  for (const name of clinicDoctorNames) await expect(doctors.filter({ hasText: name })).toHaveCount(1);

  // The first doctor is preselected; once their calendar has loaded, booking is open.
  await expect(doctors.first()).toHaveAttribute('aria-selected', 'true');
  await expect(panel.locator('[data-testid="clinic-doctor"][aria-selected="true"]')).toHaveCount(1);
  await expect(page.getByTestId('add-appointment')).toBeEnabled();

  // The search is fuzzy: case and place in the name do not matter; the title keeps the clinic's count.
  const search = panel.getByTestId('clinic-doctor-search').locator('input');
  await search.fill('ferh');
  await expect(doctors).toHaveCount(1);
  await expect(doctors).toContainText('Omar Ferhat');
  await search.fill('OUZI');
  await expect(doctors).toHaveCount(1);
  await expect(doctors).toContainText('Rachid Bouzid');
  await search.fill('zzzz');
  await expect(doctors).toHaveCount(0);
  await expect(panel.getByTestId('clinic-doctors-title')).toHaveText(allPractitioners(3));
  await search.fill('');
  await expect(doctors).toHaveCount(3);

  // The speciality filter lists the clinic's specialities in the user's language and keeps their doctors.
  const specialityFilter = page.getByTestId('speciality-filter');
  const pickSpeciality = async (title: string) => {
    await specialityFilter.click();
    await page.locator('.ant-select-item-option').filter({ hasText: title }).click();
  };
  await pickSpeciality('Dermatologie');
  await expect(doctors).toHaveCount(1);
  await expect(doctors).toContainText('Leila Saadi');
  await expect(doctors.first()).toHaveAttribute('aria-selected', 'true');
  await pickSpeciality('Cardiologie');
  await expect(doctors).toHaveCount(2);
  await expect(doctors.filter({ hasText: 'Leila Saadi' })).toHaveCount(0);
  await specialityFilter.hover();
  await specialityFilter.locator('.ant-select-clear').click();
  await expect(doctors).toHaveCount(3);

  // Act for Omar Ferhat: pick him, wait for his calendar, then book from a slot click.
  const ferhat = doctors.filter({ hasText: 'Ferhat' });
  await ferhat.click();
  await expect(ferhat).toHaveAttribute('aria-selected', 'true');
  await expect(panel.locator('[data-testid="clinic-doctor"][aria-selected="true"]')).toHaveCount(1);
  await expect(page.getByTestId('add-appointment')).toBeEnabled();
  await showWeekOf(page, day, 2);
  await expect(page.getByTestId('add-appointment')).toBeEnabled();
  await clickHourSlot(page, day.weekday, hour);

  const modal = page.getByTestId('appointment-modal');
  await expect(modal).toContainText(t('fr', 'appointments:modal.addTitle'));
  await expect(modal.getByTestId('field-start-time')).toHaveValue(`${hour}:00`);
  await modal.getByTestId('patient-mode-new').click();
  await modal.getByTestId('field-reason').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Consultation générale' }).click();
  await modal.getByTestId('field-last-name').fill(lastName);
  await modal.getByTestId('field-first-name').fill('Samir');
  await modal.getByTestId('field-age').fill('52');
  await modal.getByTestId('field-gender').getByLabel(t('fr', 'appointments:form.genders.MALE')).check();
  await modal.getByTestId('field-phone').fill(uniquePhone());
  await modal.getByTestId('appointment-submit').click();

  await expect(modal).toBeHidden();
  const booked = eventOf(page, lastName);
  await expect(booked).toBeVisible();
  await expect(booked).toHaveAttribute('data-pending', 'false');
  await expect(page.getByTestId('notice-create-success')).toBeVisible();

  // Booked for Ferhat, not for the first doctor: his calendar has it, another doctor's does not.
  await doctors.filter({ hasText: 'Saadi' }).click();
  await expect(page.getByTestId('add-appointment')).toBeEnabled();
  await expect(eventOf(page, lastName)).toHaveCount(0);
  await ferhat.click();
  await expect(page.getByTestId('add-appointment')).toBeEnabled();
  await expect(eventOf(page, lastName)).toBeVisible();

  // The server agrees: after a reload, Ferhat's week still shows it.
  await page.reload();
  await doctors.filter({ hasText: 'Ferhat' }).click();
  await showWeekOf(page, day, 2);
  await expect(page.getByTestId('add-appointment')).toBeEnabled();
  await expect(eventOf(page, lastName)).toBeVisible();

  // Its details: no payment tab for a clinic account (spec 1 and 2 section 6; the server refuses the acts too).
  await eventOf(page, lastName).click();
  await expect(modal).toContainText(t('fr', 'appointments:modal.detailsTitle'));
  await expect(modal.getByRole('tab', { name: t('fr', 'appointments:modal.tabs.appointment') })).toBeVisible();
  await expect(modal.getByTestId('tab-payment')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // The header's patient search looks among the patients of the doctor chosen in the panel.
  await page.getByTestId('patient-search').locator('input').fill(lastName);
  await expect(page.getByTestId('patient-search-option').filter({ hasText: lastName })).toBeVisible();
});

test("a booking the clinic makes for a doctor shows live on that doctor's open calendar", async ({ page, browser }, testInfo) => {
  const day = dayAfter(2);
  const hour = 19 + testInfo.retry + testInfo.repeatEachIndex;
  const lastName = `Live-${uniqueSuffix()}`;

  const doctorContext = await browser.newContext();
  try {
    const doctorPage = await doctorContext.newPage();
    await signIn(doctorPage, accounts.clinicDoctor);
    // A doctor of a clinic acts for themself: no doctors panel.
    await expect(doctorPage.getByTestId('clinic-doctors-panel')).toHaveCount(0);
    await showWeekOf(doctorPage, day, 2);
    const doctorProfile = await apiCall(doctorPage, 'GET', '/doctors/web/backbone/retrieve-entity-profile');
    const doctorId = (doctorProfile.body.profile as { _id: string })._id;

    await signIn(page, accounts.clinicAdmin);
    const profile = await apiCall(page, 'GET', '/doctors/web/backbone/retrieve-entity-profile');
    expect(profile.status).toBe(200);
    const clinicProfile = profile.body.profile as {
      clinicObject: { doctors: ClinicDoctorEntry[] } | null;
      consultationReasonsGrouped: { doctorId: string; reasons: ReasonEntry[] }[];
    };
    const clinicDoctors = clinicProfile.clinicObject?.doctors ?? [];
    expect(clinicDoctors.map((doctor) => doctor.lastName).sort()).toEqual([...clinicDoctorNames].sort());
    const target = clinicDoctors.find((doctor) => doctor.lastName === 'Bouzid');
    expect(target?._id).toBe(doctorId);
    const reasons = clinicProfile.consultationReasonsGrouped.find((group) => group.doctorId === target?._id)?.reasons ?? [];
    const reason = reasons.find((candidate) => candidate.isEnabled && !candidate.isDeleted && candidate.isValidated);
    expect(reason, 'a bookable reason of clinic.doctor@ in the clinic profile').toBeDefined();

    const answer = await apiCall(page, 'POST', '/doctors/appointments/create-new-appointment', {
      consultationReason: reason?._id,
      startAt: `${day.iso}T${String(hour).padStart(2, '0')}:00:00${practiceOffset}`,
      isNewPatient: true,
      duration: 20,
      type: 'cabinet',
      newPatient: { gender: 'MALE', firstName: 'Walid', lastName, age: 45, phone: uniquePhone() },
      appointment_ui_id: crypto.randomUUID(),
      patient_ui_id: crypto.randomUUID(),
      selectedClinicDoctor: target?._id,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);

    // The doctor's page was open all along: the booking arrives over the socket, no reload.
    await expect(eventOf(doctorPage, lastName)).toBeVisible();
    await expect(eventOf(doctorPage, lastName)).toHaveAttribute('data-pending', 'false');
  } finally {
    await doctorContext.close();
  }
});

test('a DOC-DEA doctor cannot book: the add button is disabled and a slot click opens nothing', async ({ page }) => {
  // DOC-DEA cannot change the range: today's column, at an hour no one books (not a past day, so no warning either).
  await signIn(page, accounts.limited);
  await expect(page.getByTestId('calendar-board')).toBeVisible();
  await expect(page.getByTestId('add-appointment')).toBeDisabled();
  await clickHourSlot(page, practiceToday().getDay(), 20);
  // Give a modal every chance to open before asserting it did not.
  await page.waitForTimeout(500);
  await expect(page.getByTestId('appointment-modal')).toHaveCount(0);
  await expect(page.getByText(t('fr', 'appointments:pastSlotWarning'))).toHaveCount(0);
});
