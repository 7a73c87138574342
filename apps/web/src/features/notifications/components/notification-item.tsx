import { Avatar, Tag, theme } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { isLocale, defaultLocale } from '@tabib/contracts/locales';
import { paymentDisplayStatuses, type PaymentDisplayStatus } from '@tabib/contracts/notifications';
import type { ShownNotification } from '../api/get-notifications';
import { NotificationIcon } from './notification-icon';

const isPaymentStatus = (value: string | null): value is PaymentDisplayStatus =>
  paymentDisplayStatuses.includes(value as PaymentDisplayStatus);

/**
 * One notification: picture or icon, title, message, creation time; unread ones carry a mark, and
 * a payment to confirm says whether it is (a click on a pending one confirms it).
 */
export function NotificationItem({ notification, onOpen }: { notification: ShownNotification; onOpen(): void }) {
  const { t, i18n } = useTranslation('notifications');
  const { token } = theme.useToken();
  const locale = isLocale(i18n.language) ? i18n.language : defaultLocale;
  const title = notification.title[locale] || notification.title.fr;
  const message = notification.message[locale] || notification.message.fr;
  return (
    <li style={{ listStyle: 'none' }}>
      <button
        type="button"
        onClick={onOpen}
        data-testid="notification-item"
        data-unread={String(notification.unread)}
        style={{
          display: 'flex',
          gap: token.marginSM,
          alignItems: 'flex-start',
          inlineSize: '100%',
          textAlign: 'start',
          paddingBlock: token.paddingXS,
          paddingInline: token.paddingSM,
          border: 0,
          borderRadius: token.borderRadius,
          cursor: 'pointer',
          font: 'inherit',
          color: 'inherit',
          background: notification.unread ? token.colorPrimaryBg : 'transparent',
        }}
      >
        <Avatar
          src={notification.picture ?? undefined}
          icon={notification.picture ? undefined : <NotificationIcon name={notification.icon} />}
          style={{ flex: 'none' }}
        />
        <span style={{ display: 'flex', flexDirection: 'column', gap: 2, minInlineSize: 0, flex: 1 }}>
          <span style={{ fontWeight: notification.unread ? 600 : 400 }}>{title}</span>
          <span style={{ color: token.colorTextSecondary }}>{message}</span>
          {notification.category === 'payment' && isPaymentStatus(notification.display_status) ? (
            <Tag
              color={notification.display_status === 'pending' ? 'warning' : 'success'}
              data-testid="notification-payment-status"
              data-status={notification.display_status}
              style={{ alignSelf: 'flex-start', marginInlineEnd: 0 }}
            >
              {t(`paymentStatus.${notification.display_status}`)}
            </Tag>
          ) : null}
          <time dateTime={notification.createdAt} style={{ fontSize: token.fontSizeSM, color: token.colorTextTertiary }}>
            {dayjs(notification.createdAt).format('DD/MM/YYYY HH:mm')}
          </time>
        </span>
        {notification.unread ? (
          <span
            role="img"
            aria-label={t('unread')}
            data-testid="notification-unread-mark"
            style={{
              flex: 'none',
              inlineSize: 8,
              blockSize: 8,
              marginBlockStart: 6,
              borderRadius: '50%',
              background: token.colorPrimary,
            }}
          />
        ) : null}
      </button>
    </li>
  );
}
