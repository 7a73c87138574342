import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider, type ConfigProviderProps } from 'antd';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';
import frFR from 'antd/locale/fr_FR';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@tabib/contracts/locales';
import { currentLocale, isRtl } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { FeatureSlots } from './feature-slots';

const antdLocales: Record<Locale, ConfigProviderProps['locale']> = { fr: frFR, en: enUS, ar: arEG };

export function AppProviders({ children }: { children: ReactNode }) {
  // Subscribes to language changes, so antd follows the switcher.
  useTranslation();
  const locale = currentLocale();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={antdLocales[locale]}
        direction={isRtl(locale) ? 'rtl' : 'ltr'}
        theme={{ token: { colorPrimary: '#0e7c86' } }}
      >
        <App>
          <FeatureSlots>{children}</FeatureSlots>
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
