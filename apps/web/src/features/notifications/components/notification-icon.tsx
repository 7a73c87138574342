import type { ReactNode } from 'react';
import {
  BellOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  CloseCircleOutlined,
  EditOutlined,
  WalletOutlined,
} from '@ant-design/icons';

/** The server names an icon per kind (notification-kinds.ts); an unknown name gets the bell. */
const icons: Record<string, ReactNode> = {
  'calendar-add': <CalendarOutlined />,
  'calendar-cancel': <CloseCircleOutlined />,
  'reason-verdict': <CheckCircleOutlined />,
  'profile-edit': <EditOutlined />,
  payment: <WalletOutlined />,
};

export function NotificationIcon({ name }: { name: string | null }) {
  return <span aria-hidden>{(name && icons[name]) ?? <BellOutlined />}</span>;
}
