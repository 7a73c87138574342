import { useState } from 'react';
import { Button, Calendar, Flex, Typography, theme, type CalendarProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@tabib/contracts/locales';
import type { UserProfile } from '@tabib/contracts/user';
import { useCurrentLocale } from '../hooks/use-current-locale';
import { calendarPermissionsOf } from '../model/calendar-permissions';
import { calendarStore, useCalendarState } from '../stores/calendar-store';
import { useDirectionIcons } from './direction-icons';

// antd's Arabic day names are whole words, too wide for the columns: one letter each, merged over antd's locale.
const shortDayLocale: Record<Locale, object | undefined> = {
  fr: undefined,
  en: undefined,
  ar: { lang: { shortWeekDays: ['ح', 'ن', 'ث', 'ر', 'خ', 'ج', 'س'] } },
};

/**
 * The sidebar's month calendar: picking a day moves the big calendar there. DOC-DEA (no range change)
 * gets a mirror of the big calendar: its date and month, no browsing, no picking.
 */
export function MiniCalendar({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('appointments');
  const { token } = theme.useToken();
  const arrows = useDirectionIcons();
  const locale = useCurrentLocale();
  const date = useCalendarState((state) => state.date);
  const [shown, setShown] = useState(date);
  const [followed, setFollowed] = useState(date);
  if (followed !== date) {
    // The big calendar moved: the mini calendar follows it.
    setFollowed(date);
    setShown(date);
  }
  const { readOnly } = calendarPermissionsOf(profile);
  const month = dayjs(readOnly ? date : shown);
  const browse = (months: number) => setShown(month.add(months, 'month').format('YYYY-MM-DD'));
  return (
    <div
      role="region"
      aria-label={t('miniCalendar')}
      data-testid="mini-calendar"
      style={{ margin: 12, borderRadius: token.borderRadiusLG, border: `1px solid ${token.colorBorderSecondary}` }}
    >
      <Calendar
        fullscreen={false}
        locale={shortDayLocale[locale] as CalendarProps<Dayjs>['locale']}
        value={month}
        headerRender={() => (
          <Flex justify="space-between" align="center" style={{ padding: 8 }}>
            <Button
              size="small"
              type="text"
              icon={arrows.previous}
              aria-label={t('toolbar.previous')}
              disabled={readOnly}
              onClick={() => browse(-1)}
              data-testid="mini-calendar-prev"
            />
            <Typography.Text strong data-testid="mini-calendar-month">
              {month.format('MMMM YYYY')}
            </Typography.Text>
            <Button
              size="small"
              type="text"
              icon={arrows.next}
              aria-label={t('toolbar.next')}
              disabled={readOnly}
              onClick={() => browse(1)}
              data-testid="mini-calendar-next"
            />
          </Flex>
        )}
        onSelect={(day, info) => {
          if (info.source !== 'date' || readOnly) return;
          setShown(day.format('YYYY-MM-DD'));
          calendarStore.set({ date: day.format('YYYY-MM-DD') });
        }}
      />
    </div>
  );
}
