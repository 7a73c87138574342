import { expect, test, type Page } from './support/test';
import { accounts } from './support/accounts';
import { signIn } from './support/auth';
import { t } from './support/locales';
import { apiCall, uniquePhone, uniqueSuffix } from './support/calendar';

test.use({ serviceWorkers: 'allow' });

// Issue 14, point 3 (spec 2 section 4): a patient created and another edited with no network
// show at once, wait in the outbox across a reload, and reach the server once with the connection.
// The connection is cut by routing every request to abort: the browser still believes it is
// online, as on a bad connection, so the patients page stays (with the browser offline it goes
// to /offline, spec 1 section 2).

const modal = (page: Page) => page.getByTestId('patient-modal');
const row = (page: Page, name: string) => page.getByTestId('patients-table-all').locator('tr', { hasText: name });

const outboxCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const opening = indexedDB.open('tabib-outbox');
        opening.onsuccess = () => {
          if (!opening.result.objectStoreNames.contains('outbox')) return resolve(0);
          const counting = opening.result.transaction('outbox').objectStore('outbox').count();
          counting.onsuccess = () => resolve(counting.result);
        };
      }),
  );

interface FoundPatient {
  _id: string;
  firstName: string;
  lastName: string;
}

async function lookUp(page: Page, name: string): Promise<FoundPatient[]> {
  const answer = await apiCall(page, 'GET', `/doctors/patients/query-lookup?query=${encodeURIComponent(name)}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.patients as FoundPatient[]).filter((patient) => patient.lastName === name);
}

test('offline, a patient created and another edited wait in the outbox across a reload and are saved once', async ({
  page,
  context,
}) => {
  const suffix = uniqueSuffix();
  const createdName = `Creepatient${suffix}`;
  const editedName = `Modifpatient${suffix}`;
  await signIn(page, accounts.doctor);
  const existing = await apiCall(page, 'POST', '/doctors/patients/create-new-patient', {
    gender: 'MALE',
    firstName: 'Avant',
    lastName: editedName,
    phone: uniquePhone(),
  });
  expect(existing.status, JSON.stringify(existing.body)).toBe(201);

  await page.getByTestId('patient-list-shortcut').click();
  await expect(page).toHaveURL(/\/patients$/);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.getByTestId('patient-search').locator('input').fill(editedName);
  await page.getByTestId('patient-search-option').filter({ hasText: editedName }).first().click();
  await expect(modal(page).getByTestId('patient-first-name')).toHaveValue('Avant');

  const sent: string[] = [];
  await context.route('**/api/**', (route) => {
    sent.push(`${route.request().method()} ${route.request().url()}`);
    return route.abort('internetdisconnected');
  });

  // The open record is edited with no network: queued, and the modal closes as on a save.
  await modal(page).getByTestId('patient-first-name').fill('Apres');
  await modal(page).getByTestId('patient-save').click();
  await expect(modal(page)).toBeHidden();
  await expect(page.getByText(t('fr', 'patients:messages.queued'))).toBeVisible();

  await page.getByTestId('patient-add').click();
  await page.getByTestId('patient-last-name').fill(createdName);
  await page.getByTestId('patient-first-name').fill('Nouvelle');
  await page.getByTestId('patient-phone').fill(uniquePhone());
  await page.getByTestId('patient-gender').getByLabel(t('fr', 'patients:gender.FEMALE')).check();
  await page.getByTestId('patient-save').click();
  await expect(modal(page)).toBeHidden();
  await expect(row(page, createdName)).toBeVisible();
  expect(await outboxCount(page)).toBe(2);

  // A reload with the browser offline too: the patients page waits on /offline (spec 1 section 2),
  // the outbox still holds both writes, nothing was sent.
  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/offline/);
  expect(await outboxCount(page)).toBe(2);
  // The replay tried the first write again and again (aborted, never sent); the create waited behind it.
  expect(sent.filter((request) => !request.startsWith('GET')).every((request) => request.startsWith('PUT'))).toBe(true);

  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
  await expect(page.getByTestId('notice-outbox-saved')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => outboxCount(page)).toBe(0);
  await page.goto('/patients');

  const created = await lookUp(page, createdName);
  expect(created).toHaveLength(1);
  expect(created[0]!.firstName).toBe('Nouvelle');
  const edited = await lookUp(page, editedName);
  expect(edited.map((patient) => patient.firstName)).toEqual(['Apres']);
  await expect(row(page, createdName)).toBeVisible();
});
