import { BellOutlined } from '@ant-design/icons';
import { Button, Card, Dropdown, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** The header bell; its list of notifications comes with the notifications issue. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  return (
    <Dropdown
      trigger={['click']}
      popupRender={() => (
        <Card size="small">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
        </Card>
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
