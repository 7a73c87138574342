import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { medicalListKinds } from '@tabib/contracts/medical-profile';
import { suggestionLimit, suggestionPaths } from '@tabib/contracts/suggestions';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { sessionOf, type Session } from '../../test/booking-helpers';
import { suggestionReferenceData } from './suggestion-reference-data';

describe.each(testBackends())('suggestions on %s', (backend) => {
  let app: App;
  let doctor: Session;
  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'doctor@tabib.test');
  });
  afterAll(() => app.close());

  const search = async (kind: (typeof medicalListKinds)[number], query: string, session = doctor) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1${suggestionPaths[kind]}?query=${encodeURIComponent(query)}`,
      headers: session.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json()[kind] as { _id: string; name: { fr: string; en: string; ar: string } }[];
  };

  it('every database has the reference set: >= 100 medicines, >= 50 of each other list, named in fr, en and ar', async () => {
    expect(suggestionReferenceData.medicines.length).toBeGreaterThanOrEqual(100);
    for (const kind of medicalListKinds) {
      expect(suggestionReferenceData[kind].length).toBeGreaterThanOrEqual(50);
      for (const names of suggestionReferenceData[kind])
        expect(
          names.every((name) => name.trim().length > 0),
          names.join(),
        ).toBe(true);
      expect(await search(kind, '')).toHaveLength(suggestionLimit);
    }
  });

  it('searches accent-, case- and language-insensitively, names starting with the query first', async () => {
    expect((await search('medicines', 'PARACETAMOL'))[0]!.name).toEqual({
      fr: 'Paracétamol',
      en: 'Paracetamol',
      ar: 'باراسيتامول',
    });
    expect((await search('chronicDiseases', 'diabete')).map((item) => item.name.fr)).toContain('Diabète de type 2');
    expect((await search('chronicDiseases', 'Diabetes')).map((item) => item.name.fr)).toContain('Diabète de type 1');
    expect((await search('allergies', 'oeuf'))[0]!.name.en).toBe('Egg');
    expect((await search('surgeries', 'استئصال المرارة'))[0]!.name.fr).toBe('Cholécystectomie');
    // hamza-insensitive: typed without the hamza
    expect((await search('medicines', 'اموكسيسيلين')).length).toBeGreaterThan(0);
    expect((await search('medicines', 'amox'))[0]!.name.fr).toMatch(/^Amoxicilline/);
    expect(await search('medicines', 'zzzz')).toEqual([]);
    expect(await search('medicines', '%')).toEqual([]);
  });

  it('any signed-in account may search; without a session it is refused', async () => {
    const clinic = await sessionOf(app, 'clinic@tabib.test');
    expect((await search('allergies', 'pollen', clinic)).length).toBeGreaterThan(0);
    const anonymous = await app.inject({ method: 'GET', url: `/api/v1${suggestionPaths.allergies}?query=a` });
    expect(anonymous.statusCode).toBe(401);
  });
});
