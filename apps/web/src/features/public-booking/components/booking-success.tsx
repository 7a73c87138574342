import { useEffect, useRef } from 'react';
import { Button } from 'antd';
import type { Locale } from '@tabib/contracts/locales';
import type { PublicBookingResponse, PublicDoctor } from '@tabib/contracts/public-booking';
import { useDoctorName } from '../../../lib/doctor-name';
import { useBookingText } from '../hooks/use-booking-text';
import { longDay, practiceDayOf, timeOf } from '../../../lib/practice-time';
import { AppointmentFacts } from './appointment-facts';
import { addressOf } from './doctor-header';
import { StatusBlock } from './status-block';

interface BookingSuccessProps {
  booked: PublicBookingResponse;
  doctor: PublicDoctor;
  timeZone: string;
  locale: Locale;
  onAnother(): void;
}

/** The booking went through: what, when, with whom, and where the confirmation (and its cancel link) went. */
export function BookingSuccess({ booked, doctor, timeZone, locale, onAnother }: BookingSuccessProps) {
  const text = useBookingText();
  const doctorName = useDoctorName();
  const title = useRef<HTMLDivElement>(null);
  const { appointment } = booked;
  const day = practiceDayOf(appointment.startAt, timeZone);
  const address = addressOf(doctor.office, locale);

  // The form the patient was in is gone: the result takes the focus, and is read out.
  useEffect(() => {
    title.current?.focus();
    title.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  return (
    <section className="public-booking-card" data-testid="booking-success">
      <div ref={title} tabIndex={-1} className="public-booking-focus-target">
        <StatusBlock
          status="success"
          headingLevel={2}
          title={text('success.title')}
          details={<span data-testid="booking-success-channel">{text(`success.${booked.confirmationChannel}`)}</span>}
        />
      </div>
      <AppointmentFacts
        facts={[
          {
            key: 'when',
            label: text('success.when'),
            value: (
              <span data-testid="booking-success-when">
                {text('success.whenValue', { day: longDay(day, locale), time: timeOf(appointment.startAt, timeZone) })}
              </span>
            ),
          },
          { key: 'reason', label: text('success.reason'), value: appointment.reason[locale] },
          { key: 'type', label: text('success.type'), value: text(`visit.${appointment.type}`) },
          { key: 'doctor', label: text('success.doctor'), value: doctorName(doctor) },
          ...(address && appointment.type === 'cabinet'
            ? [{ key: 'address', label: text('success.address'), value: address }]
            : []),
        ]}
      />
      <Button onClick={onAnother} style={{ marginTop: 16 }} block data-testid="booking-another">
        {text('success.another')}
      </Button>
    </section>
  );
}
