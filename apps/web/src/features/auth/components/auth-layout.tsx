import type { ReactNode } from 'react';
import { Card, Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/ui/language-switcher';

interface AuthLayoutProps {
  title: string;
  children: ReactNode;
  wide?: boolean;
}

/** The frame of the signed-out pages: brand, language switcher, one card. */
export function AuthLayout({ title, children, wide = false }: AuthLayoutProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const maxWidth = wide ? 720 : 420;
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap="middle"
      style={{ minHeight: '100vh', padding: 24, background: token.colorBgLayout }}
    >
      <Flex justify="space-between" align="center" style={{ width: '100%', maxWidth }}>
        <Typography.Title level={2} style={{ margin: 0, color: token.colorPrimary }}>
          {t('appName')}
        </Typography.Title>
        <LanguageSwitcher />
      </Flex>
      <Card title={title} style={{ width: '100%', maxWidth }}>
        {children}
      </Card>
    </Flex>
  );
}
