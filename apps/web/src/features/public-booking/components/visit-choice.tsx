import { Radio } from 'antd';
import type { AppointmentType } from '@tabib/contracts/appointments';
import type { Locale } from '@tabib/contracts/locales';
import type { PublicDoctor } from '@tabib/contracts/public-booking';
import { useBookingText } from '../hooks/use-booking-text';
import type { Refusal } from '../model/refusals';
import { RefusalAlert } from './refusal-alert';

interface VisitChoiceProps {
  doctor: PublicDoctor;
  locale: Locale;
  reason: string | null;
  type: AppointmentType | null;
  types: readonly AppointmentType[];
  refusal: Refusal | null;
  onReason(reason: string): void;
  onType(type: AppointmentType): void;
}

/** Step 1: the reason, and the type when the doctor offers both (at the practice, by video). */
export function VisitChoice({ doctor, locale, reason, type, types, refusal, onReason, onType }: VisitChoiceProps) {
  const text = useBookingText();
  return (
    <section className="public-booking-card" aria-labelledby="booking-visit-title" data-testid="booking-visit">
      <h2 id="booking-visit-title" className="public-booking-step">
        {text('visit.title')}
      </h2>
      {refusal ? <RefusalAlert refusal={refusal} /> : null}
      <fieldset className="public-booking-fieldset">
        <legend>{text('visit.reason')}</legend>
        <Radio.Group value={reason} onChange={(event) => onReason(event.target.value as string)} data-testid="booking-reasons">
          <div className="public-booking-reasons">
            {doctor.reasons.map((item) => (
              <Radio key={item._id} value={item._id} className="public-booking-reason" data-testid="booking-reason">
                <span>{item.title[locale]}</span>{' '}
                <span className="public-booking-secondary">({text('visit.minutes', { minutes: item.duration })})</span>
              </Radio>
            ))}
          </div>
        </Radio.Group>
      </fieldset>
      {types.length > 1 ? (
        <fieldset className="public-booking-fieldset">
          <legend>{text('visit.type')}</legend>
          <Radio.Group
            value={type}
            onChange={(event) => onType(event.target.value as AppointmentType)}
            data-testid="booking-types"
          >
            {types.map((item) => (
              <Radio key={item} value={item} data-testid={`booking-type-${item}`}>
                {text(`visit.${item}`)}
              </Radio>
            ))}
          </Radio.Group>
        </fieldset>
      ) : type ? (
        <p className="public-booking-secondary" style={{ margin: 0 }} data-testid="booking-type-only">
          {text('visit.typeOnly', { type: text(`visit.${type}`) })}
        </p>
      ) : null}
    </section>
  );
}
