import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';

describe.each(testBackends())('reference data on %s', (backend) => {
  let app: App;
  let doctor: Session;

  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'doctor@tabib.test');
  });
  afterAll(() => app.close());

  const get = (url: string, session: Session = doctor) =>
    app.inject({ method: 'GET', url: `/api/v1${url}`, headers: session.headers });

  it('lists the 58 wilayas and their 1541 communes, each commune in an existing wilaya', async () => {
    const states = await get('/common/states');
    expect(states.statusCode).toBe(200);
    expect(states.headers['cache-control']).toContain('max-age=');
    const list = states.json().states as { _id: string; name: { fr: string; en: string; ar: string } }[];
    expect(list).toHaveLength(58);
    expect(list.map((state) => state._id)).toEqual(Array.from({ length: 58 }, (_, index) => String(index + 1).padStart(2, '0')));
    expect(list.find((state) => state._id === '16')!.name).toEqual({ fr: 'Alger', en: 'Algiers', ar: 'الجزائر' });
    expect(list.find((state) => state._id === '58')!.name.fr).toBe('El Meniaa');

    const all = (await get('/common/state-with-cities')).json().states as { _id: string; cities: { _id: string }[] }[];
    const communes = all.flatMap((state) => state.cities);
    expect(communes.length).toBeGreaterThanOrEqual(1541);
    expect(new Set(communes.map((city) => city._id)).size).toBe(communes.length);
    expect(all.every((state) => state.cities.length > 0)).toBe(true);
    const countOf = (id: string) => all.find((state) => state._id === id)!.cities.length;
    // the reform's wilayas took their daïras' communes from the former ones
    expect([
      countOf('49'),
      countOf('50'),
      countOf('51'),
      countOf('52'),
      countOf('53'),
      countOf('54'),
      countOf('55'),
      countOf('56'),
      countOf('57'),
      countOf('58'),
    ]).toEqual([10, 2, 6, 10, 3, 2, 13, 2, 8, 3]);
    expect(countOf('01')).toBe(16);
  });

  it('lists the communes of one wilaya, 404 for an unknown one', async () => {
    const cities = await get('/common/states/16/cities');
    expect(cities.statusCode).toBe(200);
    expect(cities.json().cities).toContainEqual({
      _id: '1601',
      name: { fr: 'Alger Centre', en: 'Alger Centre', ar: 'الجزائر الوسطى' },
    });
    expect(cities.json().cities.every((city: { _id: string }) => city._id.startsWith('16'))).toBe(true);
    expect((await get('/common/states/99/cities')).json()).toEqual({ success: false, code: 'notFound' });
  });

  it('serves the specialities on both paths', async () => {
    for (const path of ['/doctors/specialities', '/common/specialities']) {
      const body = (await get(path)).json();
      expect(body.specialities).toHaveLength(40);
      expect(body.specialities[0]).toMatchObject({
        _id: expect.any(String),
        title: { fr: 'Médecine générale', en: 'General medicine', ar: 'الطب العام' },
      });
    }
  });

  it('searches languages in any of their names, ignoring accents and case, at most 20', async () => {
    const search = async (query: string) =>
      ((await get(`/common/languages?query=${encodeURIComponent(query)}`)).json().languages as { code: string }[]).map(
        (l) => l.code,
      );
    expect(await search('FRANCAIS')).toEqual(['fr']);
    expect(await search('french')).toContain('fr');
    expect(await search('العربية')).toContain('ar');
    expect(await search('kabyle')).toEqual(['kab']);
    expect((await search('an')).length).toBeLessThanOrEqual(20);
    expect(await search('')).toHaveLength(20);
    expect(await search('zzzz')).toEqual([]);
    const arabic = (await get('/common/languages?query=arabic')).json().languages[0];
    expect(arabic).toEqual({ code: 'ar', name: { fr: 'Arabe', en: 'Arabic', ar: 'العربية' } });
  });

  it('is for signed-in accounts only, and every kind may read it', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/common/states' })).statusCode).toBe(401);
    for (const email of ['assistant@tabib.test', 'clinic@tabib.test', 'clinic.unit@tabib.test']) {
      expect((await get('/common/languages?query=fr', await sessionOf(app, email))).statusCode).toBe(200);
    }
  });
});
