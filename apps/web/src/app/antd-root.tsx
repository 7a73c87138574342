import { Suspense, type ReactNode } from 'react';
import { ConfigProvider, theme as antdTheme } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale, isRtl } from '../lib/i18n';
import { NoticesProvider } from '../components/ui/notices-provider';
import { PageSpinner } from '../components/ui/page-spinner';
import { noticeConfig } from '../lib/notice-config';
import { useAntdLocale } from './antd-locale';
import { AntdRoutes } from './antd-routes';
import { FeatureSlots } from './feature-slots';
export { loadAntdLocale } from './antd-locale';
export { preloadPagesOf } from './lazy-pages';
import { theme } from './theme';
import './responsive.css';

/** The text style antd's App gave the pages: its font, colour and line height (inherited by plain elements). */
function PageText({ children }: { children: ReactNode }) {
  const { token } = antdTheme.useToken();
  const { colorText, fontSize, lineHeight, fontFamily } = token;
  return <div style={{ color: colorText, fontSize, lineHeight, fontFamily }}>{children}</div>;
}

/**
 * Every page but sign-in, with antd's theme, locale, direction and notices: loaded after the
 * entry, so that /login downloads no antd (issue 13, docs/performance-web.md).
 */
export function AntdRoot() {
  // Subscribes to language changes, so antd follows the switcher.
  useTranslation();
  const locale = currentLocale();
  const antdLocale = useAntdLocale(locale);
  return (
    <ConfigProvider locale={antdLocale} direction={isRtl(locale) ? 'rtl' : 'ltr'} theme={theme}>
      <NoticesProvider notification={noticeConfig.notification} message={noticeConfig.message}>
        <PageText>
          <FeatureSlots>
            {/* Here, not only in the root layout: a page loading keeps antd's providers (and their notices) in place. */}
            <Suspense fallback={<PageSpinner />}>
              <AntdRoutes />
            </Suspense>
          </FeatureSlots>
        </PageText>
      </NoticesProvider>
    </ConfigProvider>
  );
}
