import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePracticeSettingsAccess } from '../hooks/use-practice-settings-access';
import { EmailNoticesCard } from './email-notices-card';
import { MissedVisitsCard } from './missed-visits-card';
import { PasswordChangeForm } from './password-change-form';
import { PatientRemindersCard } from './patient-reminders-card';
import { PublicBookingCard } from './public-booking-card';

/**
 * /settings/preferences: e-mail notices and the password change, for every account kind; the
 * practice's online booking, patient reminders and missed-visits warning for those who see the
 * doctor's profile (greyed out unless they may change it).
 */
export function PreferencesPage() {
  const { t } = useTranslation('profile');
  const practiceSettings = usePracticeSettingsAccess();
  const readOnly = practiceSettings !== 'enabled';
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3}>{t('preferences.title')}</Typography.Title>
      <EmailNoticesCard />
      {practiceSettings !== 'hidden' ? (
        <>
          <PublicBookingCard readOnly={readOnly} />
          <PatientRemindersCard readOnly={readOnly} />
          <MissedVisitsCard readOnly={readOnly} />
        </>
      ) : null}
      <Card title={t('preferences.password.title')}>
        <PasswordChangeForm />
      </Card>
    </Flex>
  );
}
