import { Suspense } from 'react';
import { App, ConfigProvider, type ConfigProviderProps } from 'antd';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';
import frFR from 'antd/locale/fr_FR';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@tabib/contracts/locales';
import '../lib/dayjs-locale';
import { currentLocale, isRtl } from '../lib/i18n';
import { PageSpinner } from '../components/ui/page-spinner';
import { noticeConfig } from '../lib/notice-config';
import { AntdRoutes } from './antd-routes';
import { FeatureSlots } from './feature-slots';
export { preloadPagesOf } from './lazy-pages';
import { theme } from './theme';
import './responsive.css';

const antdLocales: Record<Locale, ConfigProviderProps['locale']> = { fr: frFR, en: enUS, ar: arEG };

/**
 * Every page but sign-in, with antd's theme, locale, direction and notices: loaded after the
 * entry, so that /login downloads no antd (issue 13, docs/performance-web.md).
 */
export function AntdRoot() {
  // Subscribes to language changes, so antd follows the switcher.
  useTranslation();
  const locale = currentLocale();
  return (
    <ConfigProvider locale={antdLocales[locale]} direction={isRtl(locale) ? 'rtl' : 'ltr'} theme={theme}>
      <App notification={noticeConfig.notification} message={noticeConfig.message}>
        <FeatureSlots>
          {/* Here, not only in the root layout: a page loading keeps antd's providers (and their notices) in place. */}
          <Suspense fallback={<PageSpinner />}>
            <AntdRoutes />
          </Suspense>
        </FeatureSlots>
      </App>
    </ConfigProvider>
  );
}
