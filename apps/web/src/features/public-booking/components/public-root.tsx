import { use, type ReactNode } from 'react';
import { ConfigProvider, type ConfigProviderProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLocale } from '@tabib/contracts/locales';
import { changeLocale, currentLocale, i18nReady, isRtl } from '../../../lib/i18n';
import { usePageLanguage } from '../hooks/use-page-language';
import { loadBookingMessages } from '../locales/booking-messages';
import { LanguageChoice } from './language-choice';
import './public-booking.css';

/**
 * Resolves once the page's messages are in, in the language of the address's `lang` when it
 * names one (no first render in another language): the router waits for it with the code.
 */
export async function publicPagesReady(): Promise<void> {
  await i18nReady;
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isLocale(asked) && asked !== currentLocale()) {
    await loadBookingMessages(asked);
    await changeLocale(asked);
  }
  await loadBookingMessages(currentLocale());
}

interface PublicRootProps {
  /** The app's antd theme (app/theme.ts): its colours reach WCAG AA. */
  theme: ConfigProviderProps['theme'];
  children: ReactNode;
}

/**
 * The public pages' frame (booking, cancel link): antd's theme, language and direction, the
 * language choice. No session, no shell, none of the doctors' app's providers.
 */
export function PublicRoot({ theme, children }: PublicRootProps) {
  const { t } = useTranslation();
  const { locale, change } = usePageLanguage();
  // Suspends only on a first render the router did not wait for (publicPagesReady).
  use(loadBookingMessages(locale));
  return (
    // No antd locale: every text these pages show is their own, and
    // antd's locale files would be split out of the doctors' app's chunks to be shared here.
    <ConfigProvider direction={isRtl(locale) ? 'rtl' : 'ltr'} theme={theme}>
      <div className="public-booking">
        <header className="public-booking-topbar">
          <span className="public-booking-brand">{t('appName')}</span>
          <LanguageChoice locale={locale} onChange={(next) => void change(next)} />
        </header>
        <main className="public-booking-main">{children}</main>
      </div>
    </ConfigProvider>
  );
}
