import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

/** Holds the sidebar's place for the mini calendar of the calendar issue. */
export function MiniCalendarPlaceholder() {
  const { t } = useTranslation('appointments');
  const { token } = theme.useToken();
  return (
    <div
      role="region"
      aria-label={t('miniCalendar')}
      data-testid="mini-calendar"
      style={{ height: 220, margin: 16, borderRadius: token.borderRadiusLG, border: `1px dashed ${token.colorBorder}` }}
    />
  );
}
