import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@tabib/contracts/locales';
import type { UserProfile } from '@tabib/contracts/user';
import { isRtl } from '../../../lib/i18n';
import { useCurrentLocale } from '../hooks/use-current-locale';
import { calendarPermissionsOf } from '../model/calendar-permissions';
import { dayAfterKey, monthWeeksOf } from '../model/month-grid';
import { calendarStore, useCalendarState } from '../stores/calendar-store';
import { useDirectionIcons } from './direction-icons';
import './mini-calendar.css';

// dayjs's Arabic short day names are two letters, too wide for the columns: one letter each, Sunday first.
const dayLetters: Partial<Record<Locale, string[]>> = { ar: ['ح', 'ن', 'ث', 'ر', 'خ', 'ج', 'س'] };

/**
 * The sidebar's month calendar: picking a day moves the big calendar there. DOC-DEA (no range change)
 * gets a mirror of the big calendar: its date and month, no browsing, no picking. Our own grid rather
 * than antd's Calendar, which brings the whole date picker into the shell (issue 13).
 */
export function MiniCalendar({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('appointments');
  const arrows = useDirectionIcons();
  const locale = useCurrentLocale();
  const date = useCalendarState((state) => state.date);
  const [shown, setShown] = useState(date);
  const [followed, setFollowed] = useState(date);
  const [focused, setFocused] = useState<string | null>(null);
  const grid = useRef<HTMLTableElement>(null);
  if (followed !== date) {
    // The big calendar moved: the mini calendar follows it.
    setFollowed(date);
    setShown(date);
  }
  const { readOnly } = calendarPermissionsOf(profile);
  const month = dayjs(readOnly ? date : shown);
  const weeks = monthWeeksOf(month.format('YYYY-MM-DD'));
  const inMonth = (day: string) => dayjs(day).isSame(month, 'month');
  const today = dayjs().format('YYYY-MM-DD');
  // One tab stop in the grid (the arrows move inside it): the focused day, else the picked one, else the 1st.
  const tabStop = [focused, date].find((day) => day !== null && inMonth(day)) ?? month.startOf('month').format('YYYY-MM-DD');

  useEffect(() => {
    if (focused) grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const browse = (months: number) => setShown(month.add(months, 'month').format('YYYY-MM-DD'));
  const pick = (day: string) => {
    setShown(day);
    calendarStore.set({ date: day, scrollTo: null });
  };
  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const next = dayAfterKey(day, event.key, isRtl(locale));
    if (!next) return;
    event.preventDefault();
    if (!inMonth(next)) setShown(next);
    setFocused(next);
  };

  return (
    <div role="region" aria-label={t('miniCalendar')} data-testid="mini-calendar" className="tabib-mini-calendar">
      <div className="tabib-mini-calendar-header">
        <Button
          size="small"
          type="text"
          icon={arrows.previous}
          aria-label={t('toolbar.previous')}
          disabled={readOnly}
          onClick={() => browse(-1)}
          data-testid="mini-calendar-prev"
        />
        <strong data-testid="mini-calendar-month" aria-live="polite">
          {month.format('MMMM YYYY')}
        </strong>
        <Button
          size="small"
          type="text"
          icon={arrows.next}
          aria-label={t('toolbar.next')}
          disabled={readOnly}
          onClick={() => browse(1)}
          data-testid="mini-calendar-next"
        />
      </div>
      <table ref={grid} role="grid" className="tabib-mini-calendar-grid" aria-label={month.format('MMMM YYYY')}>
        <thead>
          <tr>
            {weeks[0]?.map((day) => (
              <th key={day} scope="col" abbr={dayjs(day).format('dddd')}>
                {dayLetters[locale]?.[dayjs(day).day()] ?? dayjs(day).format('dd')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setFocused(null);
          }}
        >
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => (
                <td key={day}>
                  <button
                    type="button"
                    className={`tabib-mini-calendar-day${inMonth(day) ? '' : ' tabib-mini-calendar-other-month'}`}
                    data-day={day}
                    aria-label={dayjs(day).format('dddd D MMMM YYYY')}
                    aria-pressed={day === date}
                    aria-current={day === today ? 'date' : undefined}
                    tabIndex={day === tabStop ? 0 : -1}
                    disabled={readOnly}
                    onClick={() => pick(day)}
                    onFocus={() => setFocused(day)}
                    onKeyDown={(event) => moveFocus(event, day)}
                  >
                    {dayjs(day).date()}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
