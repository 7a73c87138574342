import { expect, expectAccessible, test, type Page } from './support/test';
import { accounts } from './support/accounts';
import { signIn } from './support/auth';
import { specMessage, t, type Lang } from './support/locales';

const periods = ['week', 'month', '3months', '6months', 'year', 'all'] as const;
const notFound = specMessage('common:notFound.subtitle', 'Sorry, the page you visited does not exist.');

interface Answer {
  dashboard: {
    buckets: string[];
    clinic: { appointments: number; newPatients: number };
    doctors: { doctorId: string }[];
  };
}

const grouped = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** The last answer the page itself got for each period, recorded from before the page opens. */
function recordAnswers(page: Page): Map<string, Promise<Answer>> {
  const answers = new Map<string, Promise<Answer>>();
  page.on('response', (response) => {
    const period = /\/clinics\/web\/dashboard\?period=(\w+)/.exec(response.url())?.[1];
    if (period && response.ok()) answers.set(period, response.json() as Promise<Answer>);
  });
  return answers;
}

/** Picks each period in turn: the page shows the figures the server answers for it. */
async function walkPeriods(page: Page, lang: Lang, answers: Map<string, Promise<Answer>>) {
  const content = page.getByTestId('clinic-dashboard-content');
  for (const period of periods) {
    const option = page.getByTestId(`clinic-dashboard-period-${period}`);
    await expect(option).toHaveText(t(lang, `clinic:dashboard.periods.${period}`));
    await option.click();
    await expect(content).toHaveAttribute('data-period', period);
    await expect(content).toHaveAttribute('aria-busy', 'false');
    await expect.poll(() => answers.has(period)).toBe(true);
    const { dashboard } = await answers.get(period)!;
    await expect(page.getByTestId('clinic-dashboard-figure-appointments')).toContainText(grouped(dashboard.clinic.appointments));
    await expect(page.getByTestId('clinic-dashboard-figure-new-patients')).toContainText(grouped(dashboard.clinic.newPatients));
    await expect(page.getByTestId('clinic-dashboard-chart-table').locator('tbody tr')).toHaveCount(dashboard.buckets.length);
    await expect(page.getByTestId('clinic-dashboard-chart').locator('canvas').first()).toBeVisible();
    // The demo clinic's three doctors, and the clinic's own row under them.
    await expect(page.getByTestId('clinic-dashboard-doctor-name')).toHaveCount(3);
    await expect(page.getByTestId('clinic-dashboard-table-total')).toContainText(t(lang, 'clinic:dashboard.table.total'));
    await expect(page.getByTestId('clinic-dashboard-figure-billed')).toContainText('DA');
  }
}

test('the clinic admin reads the dashboard in French, period after period', async ({ page }) => {
  const answers = recordAnswers(page);
  await signIn(page, accounts.clinicAdmin);
  await page.getByTestId('sidebar').getByTestId('nav-clinic-dashboard').click();
  await expect(page).toHaveURL(/\/clinic-dashboard$/);
  await expect(page.getByRole('heading', { name: t('fr', 'clinic:dashboard.title') })).toBeVisible();
  await expect(page.getByTestId('clinic-dashboard-range')).toContainText(/\d\d\/\d\d\/\d{4}/);
  await walkPeriods(page, 'fr', answers);
  await expect(page.getByTestId('clinic-dashboard-status-DONE')).toContainText(t('fr', 'clinic:dashboard.statuses.DONE'));
  await expectAccessible(page, 'the clinic dashboard (fr)');
  // On a phone the page does not widen: the chart's text table is hidden in a box of 1 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('the dashboard in Arabic reads right to left and fits a 360 px screen', async ({ page }) => {
  const answers = recordAnswers(page);
  await page.addInitScript(() => localStorage.setItem('tabib.lang', 'ar'));
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, accounts.clinicAdmin, { expectCalendar: false });
  await page.getByTestId('sidebar').getByTestId('nav-clinic-dashboard').click();
  await expect(page).toHaveURL(/\/clinic-dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: t('ar', 'clinic:dashboard.title') })).toBeVisible();
  await walkPeriods(page, 'ar', answers);

  // The periods run from the right; amounts stay "1 500 DA" inside the Arabic text.
  const first = await page.getByTestId('clinic-dashboard-period-week').boundingBox();
  const second = await page.getByTestId('clinic-dashboard-period-month').boundingBox();
  expect(first!.x).toBeGreaterThan(second!.x);
  await expect(page.getByTestId('clinic-dashboard-figure-billed').locator('bdi')).toHaveAttribute('dir', 'ltr');
  // The chart's counts are on the right, beside where its time starts.
  const chart = await page.getByTestId('clinic-dashboard-chart').boundingBox();
  const countsAxis = await page.locator('.clinic-dashboard-chart .u-axis').nth(1).boundingBox();
  expect(countsAxis!.x + countsAxis!.width / 2).toBeGreaterThan(chart!.x + chart!.width / 2);
  // The page fits the screen: only the period filter and the table scroll sideways, each in its own box.
  const dashboard = page.getByTestId('clinic-dashboard-page');
  const box = (await dashboard.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(await dashboard.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page, 'the clinic dashboard (ar, 360 px)');
});

test('a clinic doctor gets the 404 page at /clinic-dashboard', async ({ page }) => {
  await signIn(page, accounts.clinicDoctor);
  await expect(page.getByTestId('sidebar').getByTestId('nav-clinic-dashboard')).toHaveCount(0);
  await page.goto('/clinic-dashboard');
  await expect(page.getByTestId('not-found')).toContainText(notFound.fr);
});
