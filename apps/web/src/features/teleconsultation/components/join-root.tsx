import { useEffect, type ReactNode } from 'react';
import { ConfigProvider, type ConfigProviderProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isLocale } from '@tabib/contracts/locales';
import { LanguageSwitcher } from '../../../components/ui/language-switcher';
import { NoticesProvider } from '../../../components/ui/notices-provider';
import { changeLocale, currentLocale, i18nReady, isRtl, loadPageMessages } from '../../../lib/i18n';
import './join-call.css';

/**
 * Resolves once the page's messages are in, in the language of the address's `lang` when it names
 * one (the notices' links carry the patient's): the router waits for it with the code. The
 * device check's texts are the teleconsultation namespace's, which comes with the pages' messages.
 */
export async function joinPagesReady(): Promise<void> {
  await i18nReady;
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isLocale(asked) && asked !== currentLocale()) await changeLocale(asked);
  await loadPageMessages();
}

/** A `lang` reached without a reload (the short link's page goes to the join page's address). */
function useAskedLanguage() {
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('lang');
  useEffect(() => {
    if (isLocale(asked) && asked !== currentLocale()) void changeLocale(asked);
  }, [asked]);
}

interface JoinRootProps {
  /** The app's antd theme (app/theme.ts): its colours reach WCAG AA. */
  theme: ConfigProviderProps['theme'];
  children: ReactNode;
}

/**
 * The patient's call pages' frame (the join page, the short link's): antd's theme, language and
 * direction, the language choice. No session, no shell, none of the doctors' app's providers.
 */
export function JoinRoot({ theme, children }: JoinRootProps) {
  const { t } = useTranslation();
  useAskedLanguage();
  const locale = currentLocale();
  return (
    <ConfigProvider direction={isRtl(locale) ? 'rtl' : 'ltr'} theme={theme}>
      <NoticesProvider>
        <div className="tabib-join">
          <header className="tabib-join-topbar">
            <span className="tabib-join-brand">{t('appName')}</span>
            <LanguageSwitcher />
          </header>
          <main className="tabib-join-main">{children}</main>
        </div>
      </NoticesProvider>
    </ConfigProvider>
  );
}
