import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PatientSummary } from '@tabib/contracts/patients';
import type { ApiErrorCode } from '../../../lib/api-error';
import { formatPhone } from '../../../lib/phone';
import { patientTitleOf } from '../model/appointment-draft';
import { createMessageKey } from '../model/error-messages';

interface BookingRefusalProps {
  code: ApiErrorCode;
  /** Patients of the practice with the typed phone or name. */
  matches: PatientSummary[];
  onPick(patient: PatientSummary): void;
}

/** Why the booking was refused, inside the form that stays open, with the existing patients it may mean. */
export function BookingRefusal({ code, matches, onPick }: BookingRefusalProps) {
  const { t } = useTranslation(['appointments', 'errors']);
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      data-testid="booking-refusal"
      data-code={code}
      title={t(createMessageKey(code), { ns: 'errors' })}
      description={
        matches.length > 0 ? (
          <Flex vertical gap={4}>
            <Typography.Text>{t('refusal.existingPatient', { ns: 'appointments', count: matches.length })}</Typography.Text>
            {matches.map((patient) => (
              <Flex key={patient._id} justify="space-between" align="center" gap={8} wrap>
                <Typography.Text strong>
                  {patientTitleOf(patient)} <bdi dir="ltr">{formatPhone(patient.phone)}</bdi>
                </Typography.Text>
                <Button size="small" onClick={() => onPick(patient)} data-testid="refusal-pick-patient">
                  {t('refusal.pickPatient', { ns: 'appointments' })}
                </Button>
              </Flex>
            ))}
          </Flex>
        ) : null
      }
    />
  );
}
