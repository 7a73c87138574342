import { BellOutlined } from '@ant-design/icons';
import { Button, Dropdown, Empty, theme } from 'antd';
import { useTranslation } from 'react-i18next';

/** The header bell; its list of notifications comes with the notifications issue. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const { token } = theme.useToken();
  return (
    <Dropdown
      trigger={['click']}
      popupRender={() => (
        // A plain panel, not antd's Card, which brings Tabs into every page's header (issue 13).
        <div
          style={{
            padding: token.paddingSM,
            borderRadius: token.borderRadiusLG,
            background: token.colorBgElevated,
            boxShadow: token.boxShadowSecondary,
          }}
        >
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
        </div>
      )}
    >
      <Button
        type="text"
        shape="circle"
        icon={<BellOutlined aria-hidden />}
        aria-label={t('bell')}
        data-testid="notification-bell"
      />
    </Dropdown>
  );
}
