import { useState } from 'react';
import { Calendar, Flex, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import './schedule.css';

const isoDay = 'YYYY-MM-DD';
const shownDay = 'DD/MM/YYYY';

interface Props {
  /** Practice days, YYYY-MM-DD */
  value: string[];
  disabled: boolean;
  onChange(days: string[]): void;
}

/**
 * The "Days Off" multi-day picker: a month always open, where a click picks or unpicks a day,
 * and the picked days below. Every click counts at once: nothing waits for a panel to close.
 */
export function DaysOffPicker({ value, disabled, onChange }: Props) {
  const { t } = useTranslation('schedule');
  const [panel, setPanel] = useState<Dayjs>(() => dayjs());
  const picked = new Set(value);
  const toggle = (day: string) => onChange(picked.has(day) ? value.filter((entry) => entry !== day) : [...value, day].sort());

  return (
    <Flex vertical gap={12}>
      <Calendar
        className="tabib-days-off-calendar"
        fullscreen={false}
        value={panel}
        onPanelChange={setPanel}
        onSelect={(date, { source }) => {
          setPanel(date);
          if (source === 'date' && !disabled) toggle(date.format(isoDay));
        }}
        fullCellRender={(date, info) => {
          if (info.type !== 'date') return info.originNode;
          const day = date.format(isoDay);
          return (
            <div className={`ant-picker-cell-inner${picked.has(day) ? ' tabib-day-off-picked' : ''}`} data-day={day}>
              {date.date()}
            </div>
          );
        }}
      />
      <Flex wrap gap={4} data-testid="days-off-picked">
        {value.length === 0 ? <Typography.Text type="secondary">{t('daysOff.none')}</Typography.Text> : null}
        {value.map((day) => (
          <Tag key={day} closable={!disabled} onClose={() => toggle(day)}>
            <bdi>{dayjs(day).format(shownDay)}</bdi>
          </Tag>
        ))}
      </Flex>
    </Flex>
  );
}
