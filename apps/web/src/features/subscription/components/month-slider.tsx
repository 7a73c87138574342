import { Slider } from 'antd';
import { useTranslation } from 'react-i18next';
import { monthMarksOf, type MonthBounds } from '../model/month-slider';

interface MonthSliderProps {
  bounds: MonthBounds;
  value: number;
  onChange(months: number): void;
}

/** How many months are paid now (spec 3 section 5): from the bounds' minimum (3 for cash) to the months available. */
export function MonthSlider({ bounds, value, onChange }: MonthSliderProps) {
  const { t } = useTranslation('subscription');
  const label = t('payment.months');
  return (
    <div className="subscription-months" data-testid="month-slider" data-min={bounds.min} data-max={bounds.max}>
      <p className="subscription-months-label">
        {label} <strong data-testid="month-value">{t('common.months', { count: value })}</strong>
      </p>
      {bounds.min < bounds.max ? (
        <Slider
          min={bounds.min}
          max={bounds.max}
          step={1}
          value={value}
          onChange={onChange}
          marks={Object.fromEntries(monthMarksOf(bounds).map((months) => [months, String(months)]))}
          tooltip={{ formatter: (months) => t('common.months', { count: months ?? 0 }) }}
          ariaLabelForHandle={label}
          ariaValueTextFormatterForHandle={(months) => t('common.months', { count: months ?? 0 })}
        />
      ) : null}
    </div>
  );
}
