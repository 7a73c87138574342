import { useState } from 'react';
import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@tabib/contracts/locales';
import type { FreeSlotsResponse } from '@tabib/contracts/public-booking';
import { useBookingText } from '../hooks/use-booking-text';
import { displayDay, longDay, offsetLabel, shortDay, weekdayOf } from '../../../lib/practice-time';
import type { Refusal } from '../model/refusals';
import { dayToShow, nextRangeFrom, previousRangeFrom, type SlotChoice, type SlotDay } from '../model/slot-days';
import { RefusalAlert } from './refusal-alert';
import { Waiting } from './status-block';

interface SlotPickerProps {
  /** The heading's id: the form's 'change the slot' brings it into view and focus. */
  titleId: string;
  locale: Locale;
  /** The answer shown, null while the first one loads. */
  response: FreeSlotsResponse | null;
  days: SlotDay[];
  loading: boolean;
  failed: boolean;
  /** The practice's today (YYYY-MM-DD): no range starts before it. */
  today: string;
  selected: SlotChoice | null;
  refusal: Refusal | null;
  onSelect(slot: SlotChoice): void;
  onRange(from: string | null): void;
  onRetry(): void;
}

/** Step 2: a day among those with a free slot, then a time, in the practice's time zone. */
export function SlotPicker(props: SlotPickerProps) {
  const { titleId, locale, response, days, loading, failed, today, selected, refusal, onSelect, onRange, onRetry } = props;
  const text = useBookingText();
  const { t } = useTranslation();
  const [wantedDay, setWantedDay] = useState<string | null>(null);
  const selectedDay = selected
    ? (days.find((candidate) => candidate.slots.some((slot) => slot.startAt === selected.startAt))?.day ?? null)
    : null;
  const shownDay = dayToShow(days, wantedDay ?? selectedDay);
  const day = days.find((candidate) => candidate.day === shownDay) ?? null;
  const earlier = response ? previousRangeFrom(response, today) : null;

  return (
    <section className="public-booking-card" aria-labelledby={titleId} data-testid="booking-slots">
      <Flex justify="space-between" align="baseline" wrap gap={8}>
        <h2 id={titleId} tabIndex={-1} className="public-booking-step">
          {text('slots.title')}
        </h2>
        {response ? (
          <span className="public-booking-secondary" data-testid="booking-zone">
            {text('slots.zone', { offset: offsetLabel(response.timeZone) })}
          </span>
        ) : null}
      </Flex>
      {refusal ? <RefusalAlert refusal={refusal} /> : null}
      {failed && !response ? (
        <Alert
          type="error"
          showIcon
          title={text('slots.failed')}
          action={
            <Button size="small" onClick={onRetry}>
              {t('actions.retry')}
            </Button>
          }
        />
      ) : !response ? (
        <Waiting label={text('slots.loading')} />
      ) : (
        <div className={loading ? 'public-booking-busy' : undefined} aria-busy={loading} data-testid="booking-slot-list">
          {/* The range on a line of its own, the two ways out under it: they fit side by side at 360 px. */}
          <Flex justify="space-between" align="center" gap={8} wrap className="public-booking-range">
            <span className="public-booking-range-label" data-testid="booking-range">
              {text('slots.range', { from: displayDay(response.from), to: displayDay(response.to) })}
            </span>
            <Button
              size="small"
              disabled={!earlier}
              onClick={() => onRange(earlier === today ? null : earlier)}
              data-testid="booking-earlier"
            >
              {text('slots.earlier')}
            </Button>
            <Button size="small" onClick={() => onRange(nextRangeFrom(response))} data-testid="booking-later">
              {text('slots.later')}
            </Button>
          </Flex>
          {days.length === 0 ? (
            <div className="public-booking-empty" data-testid="booking-no-slot">
              <p>
                <strong>{text('slots.none', { from: displayDay(response.from), to: displayDay(response.to) })}</strong>
              </p>
              <p className="public-booking-secondary">{text('slots.noneHint')}</p>
            </div>
          ) : (
            <>
              <div role="group" aria-label={text('slots.days')} className="public-booking-days" data-testid="booking-days">
                {days.map((candidate) => {
                  const pressed = candidate.day === shownDay;
                  return (
                    <Button
                      key={candidate.day}
                      type={pressed ? 'primary' : 'default'}
                      aria-pressed={pressed}
                      // Its name is what it shows (WCAG 2.5.3); the times' group below names the whole day.
                      className="public-booking-day"
                      onClick={() => setWantedDay(candidate.day)}
                      data-testid="booking-day"
                      data-day={candidate.day}
                    >
                      <span className="public-booking-day-name">{weekdayOf(candidate.day, locale, 'short')}</span>
                      <span>{shortDay(candidate.day)}</span>
                    </Button>
                  );
                })}
              </div>
              {day ? (
                <div role="group" aria-label={text('slots.times', { day: longDay(day.day, locale) })} data-testid="booking-times">
                  {day.periods.map(({ period, slots }) => (
                    <div key={period} className="public-booking-period">
                      <span className="public-booking-secondary public-booking-period-name">{text(`slots.${period}`)}</span>
                      <div className="public-booking-times">
                        {slots.map((slot) => {
                          const pressed = selected?.startAt === slot.startAt;
                          return (
                            <Button
                              key={slot.startAt}
                              type={pressed ? 'primary' : 'default'}
                              aria-pressed={pressed}
                              dir="ltr"
                              onClick={() => onSelect(slot)}
                              data-testid="booking-time"
                              data-start={slot.startAt}
                            >
                              {slot.time}
                            </Button>
                          );
                        })}
                      </div>
                    </div>
                  ))}
                </div>
              ) : null}
            </>
          )}
        </div>
      )}
    </section>
  );
}
