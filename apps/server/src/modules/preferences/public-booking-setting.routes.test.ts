import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { users } from '../../db/schema/accounts';
import { sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';

/** Issue 15: the doctor's switch of the public booking page, in the preferences. */
describe.each(testBackends())('public booking switch on %s', (backend) => {
  let app: App;

  beforeAll(async () => {
    app = await createTestApp(backend);
  });
  afterAll(() => app.close());

  const url = '/api/v1/doctors/preferences/public-booking';
  const get = (session: Session) => app.inject({ method: 'GET', url, headers: session.headers });
  const put = (session: Session, enabled: boolean) =>
    app.inject({ method: 'PUT', url, headers: session.headers, payload: { enabled } });
  const page = (slug: string) => app.inject({ method: 'GET', url: `/api/v1/public/doctors/${slug}` });

  it('is on for the demo doctors, and turns the page off and on again at the same address', async () => {
    const doctor = await sessionOf(app, 'preferences.doctor@tabib.test');
    const on = { enabled: true, slug: 'dr-malik-zerrouki', path: '/book/dr-malik-zerrouki' };
    expect((await get(doctor)).json()).toEqual({ success: true, publicBooking: on });

    expect((await put(doctor, false)).json()).toEqual({ success: true, publicBooking: { ...on, enabled: false } });
    expect((await page('dr-malik-zerrouki')).statusCode).toBe(404);
    expect((await put(doctor, true)).json()).toEqual({ success: true, publicBooking: on });
    expect((await page('dr-malik-zerrouki')).statusCode).toBe(200);
    expect((await put(doctor, true)).json().publicBooking).toEqual(on);
  });

  it('gives an address when first turned on, with a suffix when the name is taken, and never changes it', async () => {
    await app.db
      .update(users)
      .set({ bookingSlug: null, publicBookingEnabled: false })
      .where(eq(users.email, 'profile.doctor@tabib.test'));
    await app.db.update(users).set({ bookingSlug: 'dr-nassim-rahmani' }).where(eq(users.email, 'newdoctor@tabib.test'));
    const doctor = await sessionOf(app, 'profile.doctor@tabib.test');
    expect((await get(doctor)).json().publicBooking).toEqual({ enabled: false, slug: null, path: null });
    // Turning off a page never turned on gives it no address.
    expect((await put(doctor, false)).json().publicBooking).toEqual({ enabled: false, slug: null, path: null });

    expect((await put(doctor, true)).json().publicBooking).toEqual({
      enabled: true,
      slug: 'dr-nassim-rahmani-2',
      path: '/book/dr-nassim-rahmani-2',
    });
    // A change of name keeps the address.
    await app.db.update(users).set({ lastName: 'Autre' }).where(eq(users.email, 'profile.doctor@tabib.test'));
    await put(doctor, false);
    expect((await put(doctor, true)).json().publicBooking.slug).toBe('dr-nassim-rahmani-2');
    expect((await page('dr-nassim-rahmani-2')).json().doctor.lastName).toBe('Autre');
  });

  it("acts on the practice doctor's page with the profile's rights", async () => {
    const assistant = await sessionOf(app, 'assistant@tabib.test');
    expect((await get(assistant)).json().publicBooking.slug).toBe('dr-amine-benali');
    expect((await put(assistant, false)).json()).toEqual({ success: false, code: 'DoctorNotAuthorizedAction' });

    const asDoctor = await sessionOf(app, 'asdoctor@tabib.test');
    expect((await put(asDoctor, false)).json().publicBooking).toMatchObject({ enabled: false, slug: 'dr-amine-benali' });
    expect((await page('dr-amine-benali')).statusCode).toBe(404);
    expect((await put(asDoctor, true)).json().publicBooking.enabled).toBe(true);

    const limited = await sessionOf(app, 'limited@tabib.test');
    expect((await get(limited)).json().publicBooking.enabled).toBe(true);
    expect((await put(limited, false)).statusCode).toBe(403);

    const clinic = await sessionOf(app, 'clinic@tabib.test');
    expect((await get(clinic)).statusCode).toBe(403);
    expect((await put(clinic, true)).statusCode).toBe(403);

    expect((await app.inject({ method: 'PUT', url, headers: asDoctor.headers, payload: { enabled: 'yes' } })).json().code).toBe(
      'validationFailed',
    );
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
