import dayjs from 'dayjs';
import { Button, Drawer, Empty, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRtl } from '../../../lib/i18n';
import { useCurrentLocale } from '../hooks/use-current-locale';
import { clearFailedActions, useFailedActions } from '../stores/failed-actions-store';

interface FailedActionsDrawerProps {
  open: boolean;
  canClear: boolean;
  onClose(): void;
}

/** Spec 2 section 2.13: on the start side (left; right in Arabic), 500 wide. */
const drawerWidth = 500;

/** The failed actions, each with the server's error message. */
export function FailedActionsDrawer({ open, canClear, onClose }: FailedActionsDrawerProps) {
  const { t } = useTranslation(['appointments', 'errors']);
  const failed = useFailedActions();
  const rtl = isRtl(useCurrentLocale());
  return (
    <Drawer
      open={open}
      placement={rtl ? 'right' : 'left'}
      size={drawerWidth}
      onClose={onClose}
      title={t('failedActions.title')}
      data-testid="failed-actions-drawer"
      extra={
        canClear && failed.length > 0 ? (
          <Button onClick={() => clearFailedActions()} data-testid="failed-actions-clear">
            {t('failedActions.clearAll')}
          </Button>
        ) : null
      }
    >
      {failed.length === 0 ? (
        <Empty description={t('failedActions.empty')} />
      ) : (
        <List
          dataSource={failed}
          renderItem={(action) => (
            <List.Item
              data-testid="failed-action"
              data-code={action.code}
              actions={
                canClear
                  ? [
                      <Button key="clear" type="link" onClick={() => clearFailedActions([action.id])}>
                        {t('failedActions.clear')}
                      </Button>,
                    ]
                  : []
              }
            >
              <List.Item.Meta
                title={
                  <>
                    <Tag>{t(`failedActions.types.${action.type}`)}</Tag>
                    {action.appointment.title || t('guestPatient')}
                  </>
                }
                description={
                  <>
                    <Typography.Text>{dayjs(action.appointment.start).format('DD/MM/YYYY HH:mm')}</Typography.Text>
                    <br />
                    <Typography.Text type="danger">{t(action.code, { ns: 'errors' })}</Typography.Text>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}
