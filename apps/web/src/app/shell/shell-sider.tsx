import { useState, type ReactNode } from 'react';
import { Layout, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';

export const siderWidth = 268;
export const siderCollapsedWidth = 100;

interface ShellSiderProps {
  testId: string;
  label: string;
  children: (collapsed: boolean) => ReactNode;
}

/** The side column of the shell: collapses itself below the md breakpoint (768 px). */
export function ShellSider({ testId, label, children }: ShellSiderProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [collapsed, setCollapsed] = useState(false);
  return (
    <Layout.Sider
      data-testid={testId}
      aria-label={label}
      theme="light"
      width={siderWidth}
      collapsedWidth={siderCollapsedWidth}
      breakpoint="md"
      collapsible
      collapsed={collapsed}
      onCollapse={setCollapsed}
      onBreakpoint={setCollapsed}
      style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}
    >
      <Typography.Title
        level={collapsed ? 5 : 3}
        style={{ margin: 0, padding: 16, textAlign: 'center', color: token.colorPrimary }}
      >
        {t('appName')}
      </Typography.Title>
      {children(collapsed)}
    </Layout.Sider>
  );
}
