import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider, type ConfigProviderProps } from 'antd';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';
import frFR from 'antd/locale/fr_FR';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@tabib/contracts/locales';
import { currentLocale, isRtl } from '../lib/i18n';
import { noticeConfig } from '../lib/notice-config';
import { queryClient } from '../lib/query-client';
import { FeatureSlots } from './feature-slots';

const antdLocales: Record<Locale, ConfigProviderProps['locale']> = { fr: frFR, en: enUS, ar: arEG };

// WCAG AA (issue 12): every text colour reaches 4.5:1 on its background. antd's defaults do
// not: links (#1677ff), tertiary and placeholder greys, the pale primary backgrounds derived
// from a dark seed, the light preset tags (shade 7), the mini calendar's other-month days.
const readableGrey = 'rgba(0, 0, 0, 0.6)';
const primary = '#0b6e77';
const theme: ConfigProviderProps['theme'] = {
  token: {
    colorPrimary: primary,
    colorPrimaryHover: '#095961',
    colorPrimaryActive: '#074b52',
    colorPrimaryBg: '#e6f4f4',
    colorPrimaryBgHover: '#d3eaeb',
    colorLink: primary,
    colorLinkHover: '#095961',
    colorLinkActive: '#074b52',
    colorError: '#cf1322',
    // Success text (the password rules met) on white: 5.8:1, where antd's #52c41a gives 2.3:1.
    colorSuccess: '#237804',
    // Kept at antd's pale defaults: derived from the dark seed they turn grey-green (2.7:1 under tags).
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorTextTertiary: readableGrey,
    colorTextPlaceholder: readableGrey,
  },
  components: {
    Calendar: { colorTextDisabled: readableGrey },
    DatePicker: { colorTextDisabled: readableGrey },
    // The unchecked switch writes white on these greys.
    Switch: { colorTextQuaternary: readableGrey, colorTextTertiary: 'rgba(0, 0, 0, 0.7)' },
    Tag: {
      // Status tags (validated, pending...) take their text colour from these.
      colorSuccess: '#237804',
      colorWarning: '#ad4e00',
      colorInfo: '#0958d9',
      cyan7: '#006d75',
      green7: '#237804',
      orange7: '#ad4e00',
      gold7: '#ad6800',
      volcano7: '#ad2102',
      lime7: '#3f6600',
      yellow7: '#876800',
    },
  },
};

export function AppProviders({ children }: { children: ReactNode }) {
  // Subscribes to language changes, so antd follows the switcher.
  useTranslation();
  const locale = currentLocale();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocales[locale]} direction={isRtl(locale) ? 'rtl' : 'ltr'} theme={theme}>
        <App notification={noticeConfig.notification} message={noticeConfig.message}>
          <FeatureSlots>{children}</FeatureSlots>
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
