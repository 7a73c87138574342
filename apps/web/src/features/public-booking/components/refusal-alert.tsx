import { useEffect, useRef } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBookingText } from '../hooks/use-booking-text';
import type { Refusal } from '../model/refusals';

/** Why the booking was refused, in the page's language, brought into view where the patient acts on it. */
export function RefusalAlert({ refusal }: { refusal: Refusal }) {
  const text = useBookingText();
  const { t } = useTranslation('errors');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [refusal]);
  const message = refusal.ownMessage ? text(`refusals.${refusal.ownMessage}`) : t(refusal.code);
  return (
    <div ref={box}>
      <Alert
        type="warning"
        showIcon
        role="alert"
        title={message}
        style={{ marginBottom: 12 }}
        data-testid="booking-refusal"
        data-code={refusal.code}
      />
    </div>
  );
}
