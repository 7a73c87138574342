import { expect, test, type Page } from './support/test';
import { pngFile } from '../apps/server/src/test/medical-file-fixtures';
import { accounts } from './support/accounts';
import { signIn, storedToken } from './support/auth';
import { expectAccessible } from './support/axe';
import { t } from './support/locales';

// The office's GPS position (spec 3 section 2) and the doctor's avatar. The e2e server has no
// internet: map tiles never load, which is the "offline or blocked tiles" case the page must
// survive (marker, buttons and saving still work). clinic.doctor@ has no saved position at start.

const algiers = { lat: 36.7538, lng: 3.0588 };
const geoPositionApi = '/api/v1/doctors/profile/office/geo-position';

async function coordinatesOf(page: Page) {
  const text = page.getByTestId('gps-coordinates');
  return { lat: Number(await text.getAttribute('data-lat')), lng: Number(await text.getAttribute('data-lng')) };
}

async function savedPosition(page: Page) {
  const response = await page.request.get(geoPositionApi, { headers: { authorization: `Bearer ${await storedToken(page)}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()).position as { lat: number; lng: number } | null;
}

async function openGpsPage(page: Page) {
  await page.goto('/settings/gps');
  await expect(page.getByTestId('gps-page')).toBeVisible();
  await expect(page.getByTestId('gps-map').locator('.leaflet-marker-icon')).toBeVisible();
}

test('a doctor places the office by clicking and dragging on a map without tiles, saves it and finds it again', async ({
  page,
}) => {
  const cspViolations: string[] = [];
  page.on('console', (entry) => {
    if (entry.text().includes('Content Security Policy')) cspViolations.push(entry.text());
  });
  await signIn(page, accounts.clinicDoctor);
  await page.getByTestId('profile-menu').click();
  await page.getByTestId('menu-schedule').click();
  await page.getByTestId('settings-nav-gps').click();
  await expect(page).toHaveURL(/\/settings\/gps$/);
  await expect(page.getByTestId('gps-page')).toContainText(t('fr', 'profile:gps.title'));
  await expect(page.getByTestId('gps-not-saved')).toBeVisible();
  expect(await coordinatesOf(page)).toEqual(algiers);
  expect(await savedPosition(page)).toBeNull();

  // A click south-east of the centre moves the marker there.
  const map = page.getByTestId('gps-map');
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2 + 150, box.y + box.height / 2 + 100);
  await expect.poll(async () => (await coordinatesOf(page)).lat).toBeLessThan(algiers.lat);
  const clicked = await coordinatesOf(page);
  expect(clicked.lng).toBeGreaterThan(algiers.lng);

  // Dragging the marker north moves it again.
  const marker = map.locator('.leaflet-marker-icon');
  const markerBox = (await marker.boundingBox())!;
  await page.mouse.move(markerBox.x + markerBox.width / 2, markerBox.y + markerBox.height / 2);
  await page.mouse.down();
  await page.mouse.move(markerBox.x + markerBox.width / 2, markerBox.y - 60, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => (await coordinatesOf(page)).lat).toBeGreaterThan(clicked.lat);
  const placed = await coordinatesOf(page);

  await page.getByTestId('gps-save').click();
  await expect(page.locator('.ant-message')).toContainText(t('fr', 'profile:gps.saved'));
  expect(await savedPosition(page)).toEqual(placed);

  await page.reload();
  await expect(page.getByTestId('gps-map').locator('.leaflet-marker-icon')).toBeVisible();
  expect(await coordinatesOf(page)).toEqual(placed);
  await expect(page.getByTestId('gps-not-saved')).toHaveCount(0);
  expect(cspViolations).toEqual([]);
});

test("'use my position' moves the marker to the browser's position, or asks for the permission", async ({ page, context }) => {
  await signIn(page, accounts.clinicDoctor);
  await openGpsPage(page);
  const before = await coordinatesOf(page);

  // Without the permission the browser refuses: the spec's message.
  await page.getByTestId('gps-use-my-position').click();
  await expect(page.locator('.ant-message')).toContainText(t('fr', 'profile:gps.locationDenied'));
  expect(await coordinatesOf(page)).toEqual(before);

  // Oran, far outside the current view: the marker moves and the map follows it.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 35.6971, longitude: -0.6308 });
  await page.getByTestId('gps-use-my-position').click();
  await expect.poll(() => coordinatesOf(page)).toEqual({ lat: 35.6971, lng: -0.6308 });
  await expect(page.getByTestId('gps-map').locator('.leaflet-marker-icon')).toBeInViewport();
});

test('the GPS page reads right to left in Arabic, with the map left to right, and is read-only for DOC-DEA', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('tabib.lang', 'ar'));
  await signIn(page, accounts.limited, { expectCalendar: false });
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await openGpsPage(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('gps-map')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId('gps-save')).toHaveText(t('ar', 'profile:gps.save'));
  await expect(page.getByTestId('gps-save')).toBeDisabled();
  await expect(page.getByTestId('gps-use-my-position')).toBeDisabled();
  await expect(page.getByTestId('gps-page')).toContainText(t('ar', 'profile:gps.readOnly'));
});

test('a doctor crops a PNG in the profile page; it becomes a 512x512 avatar, also in the header', async ({ page }) => {
  await signIn(page, accounts.clinicDoctor);
  await page.goto('/settings');
  const editor = page.getByTestId('avatar-editor');
  await expect(editor).toBeVisible();
  await editor
    .locator('input[type=file]')
    .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: pngFile(900, 600, [40, 140, 90]) });
  const crop = page.getByRole('dialog');
  await expect(crop).toContainText(t('fr', 'profile:avatar.cropTitle'));
  // The cropper's sliders and step buttons have names in the page's language (axe's aria-input-field-name).
  await expect(crop.getByRole('slider', { name: t('fr', 'profile:avatar.zoom') })).toBeVisible();
  await expect(crop.getByRole('slider', { name: t('fr', 'profile:avatar.rotation') })).toBeVisible();
  await expect(crop.getByRole('button', { name: t('fr', 'profile:avatar.rotateRight') })).toBeVisible();
  await expectAccessible(page, 'the picture cropper');
  await crop.getByTestId('avatar-crop-ok').click();
  await expect(page.locator('.ant-message')).toContainText(t('fr', 'profile:avatar.updated'));

  const image = editor.getByTestId('avatar-image').locator('img');
  await expect(image).toHaveAttribute('src', /^\/api\/v1\/avatars\/[0-9a-f-]{36}\/[0-9a-f-]{36}\?v=\d+$/);
  const picture = (await image.getAttribute('src'))!;
  await expect
    .poll(() => image.evaluate((node: HTMLImageElement) => [node.naturalWidth, node.naturalHeight]))
    .toEqual([512, 512]);
  await expect(page.getByTestId('profile-menu').locator('img')).toHaveAttribute('src', picture);

  // The server checks the content whatever the browser says: a text file named .png is refused.
  const refused = await page.request.put('/api/v1/doctors/update-avatar', {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
    multipart: { avatar: { name: 'portrait.png', mimeType: 'image/png', buffer: Buffer.from('not an image, only text') } },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({ success: false, code: 'invalidImage' });

  await page.reload();
  await expect(page.getByTestId('avatar-editor').getByTestId('avatar-image').locator('img')).toHaveAttribute('src', picture);
});
