import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { changeLocale, currentLocale, i18n, i18nReady } from './i18n';
import { storageKeys } from './storage-keys';

beforeAll(() => i18nReady);

afterAll(async () => {
  await changeLocale('fr');
});

describe('language', () => {
  it('starts in French', () => {
    expect(currentLocale()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(i18n.t('auth:signIn.user')).toBe('Utilisateur');
  });

  it('has fetched only the current language', () => {
    expect(i18n.hasResourceBundle('fr', 'auth')).toBe(true);
    expect(i18n.hasResourceBundle('ar', 'auth')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'auth')).toBe(false);
  });

  it('switches to Arabic right to left, and remembers the choice', async () => {
    await changeLocale('ar');
    expect(document.documentElement).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(localStorage.getItem(storageKeys.language)).toBe('ar');
    expect(dayjs.locale()).toBe('ar-dz');
    expect(i18n.t('auth:signIn.user')).toBe('مستخدم');
  });

  it('goes back to left to right for English', async () => {
    await changeLocale('en');
    expect(document.documentElement).toMatchObject({ lang: 'en', dir: 'ltr' });
    expect(dayjs.locale()).toBe('en');
    expect(i18n.t('auth:signIn.user')).toBe('User');
  });
});
