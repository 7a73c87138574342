import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { changeLocale, i18n, loadPageMessages } from './i18n';
import { lazyWithNamespace } from './on-demand-namespace';

function ClinicTitle() {
  const { t } = useTranslation('clinic');
  return <h1>{t('users.title')}</h1>;
}

describe("the clinic's messages, a chunk of their own", () => {
  it("are not among the pages' messages, nor fetched by a language change before a clinic page", async () => {
    await loadPageMessages();
    expect(i18n.hasResourceBundle('fr', 'shell')).toBe(true);
    expect(i18n.hasResourceBundle('fr', 'clinic')).toBe(false);
    await changeLocale('en');
    expect(i18n.hasResourceBundle('en', 'clinic')).toBe(false);
    await changeLocale('fr');
  });

  it('come with the page that shows them, which never shows a key, and follow the language', async () => {
    const ClinicPage = lazyWithNamespace('clinic', () => Promise.resolve(ClinicTitle));
    render(
      <Suspense fallback={<p>loading</p>}>
        <ClinicPage />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(screen.queryByText(/users\.title/)).toBeNull();
    expect((await screen.findByRole('heading')).textContent).toBe('Utilisateurs de la clinique');
    expect(i18n.hasResourceBundle('ar', 'clinic')).toBe(false);

    // Switched from the page: the new language's come before the switch, so the page never waits.
    await act(() => changeLocale('ar'));
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByRole('heading').textContent).toBe('مستخدمو العيادة');
    expect(document.documentElement).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(i18n.hasResourceBundle('en', 'clinic')).toBe(false);
    await act(() => changeLocale('fr'));
  });
});
