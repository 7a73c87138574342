import { beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, i18n } from './i18n';
import { doctorNameOf } from './doctor-name';

const karim = { title: 'Dr', firstName: 'Karim', lastName: 'Benali' };

// Only the current language's messages are fetched: visiting the others fetches theirs.
beforeAll(async () => {
  await changeLocale('ar');
  await changeLocale('en');
  await changeLocale('fr');
});

describe('doctorNameOf', () => {
  it("shows the stored 'Dr' in the reader's language", () => {
    expect(doctorNameOf(karim, i18n.getFixedT('fr', 'common'))).toBe('Dr Karim Benali');
    expect(doctorNameOf(karim, i18n.getFixedT('en', 'common'))).toBe('Dr Karim Benali');
    expect(doctorNameOf(karim, i18n.getFixedT('ar', 'common'))).toBe('د. Karim Benali');
    expect(doctorNameOf({ ...karim, title: 'dr.' }, i18n.getFixedT('ar', 'common'))).toBe('د. Karim Benali');
  });

  it('keeps another title as typed, and none for an account without one', () => {
    expect(doctorNameOf({ ...karim, title: 'Pr' }, i18n.getFixedT('ar', 'common'))).toBe('Pr Karim Benali');
    expect(doctorNameOf({ ...karim, title: '' }, i18n.getFixedT('ar', 'common'))).toBe('Karim Benali');
  });
});
