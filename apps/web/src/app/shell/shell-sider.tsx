import { useState, type ReactNode } from 'react';
import { Layout, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useScreenMatches } from '../../lib/screen-size';

export const siderWidth = 268;
export const siderCollapsedWidth = 100;

interface ShellSiderProps {
  testId: string;
  label: string;
  children: (collapsed: boolean) => ReactNode;
}

/**
 * The side column of the shell: collapsed below the md breakpoint (768 px). There, opened again,
 * it lies over the page instead of pushing it out of the screen, and closes on the next page.
 */
export function ShellSider({ testId, label, children }: ShellSiderProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const narrow = useScreenMatches('narrow');
  const [wideCollapsed, setWideCollapsed] = useState(false);
  const [narrowOpenedOn, setNarrowOpenedOn] = useState<string | null>(null);
  const collapsed = narrow ? narrowOpenedOn !== pathname : wideCollapsed;
  const overlay = narrow && !collapsed;
  const AppName = collapsed ? 'h5' : 'h3';
  return (
    <>
      {overlay ? <div style={{ width: siderCollapsedWidth, flex: 'none' }} /> : null}
      <Layout.Sider
        data-testid={testId}
        aria-label={label}
        theme="light"
        width={siderWidth}
        collapsedWidth={siderCollapsedWidth}
        collapsible
        collapsed={collapsed}
        onCollapse={(value) => (narrow ? setNarrowOpenedOn(value ? null : pathname) : setWideCollapsed(value))}
        style={{
          borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
          ...(overlay
            ? { position: 'fixed', insetBlock: 0, insetInlineStart: 0, zIndex: token.zIndexPopupBase, overflowY: 'auto' }
            : {}),
        }}
      >
        {/* antd's Title levels 3 and 5, without its Typography (issue 13). */}
        <AppName
          style={{
            margin: 0,
            padding: 16,
            textAlign: 'center',
            color: token.colorPrimary,
            fontWeight: 600,
            ...(collapsed ? { fontSize: 16, lineHeight: 1.5 } : { fontSize: 24, lineHeight: 1.33 }),
          }}
        >
          {t('appName')}
        </AppName>
        {children(collapsed)}
      </Layout.Sider>
    </>
  );
}
