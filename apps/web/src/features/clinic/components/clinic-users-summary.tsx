import { useTranslation } from 'react-i18next';
import type { ClinicStats } from '@tabib/contracts/clinic-users';

/** The clinic's counts against its plan's quotas, and how many doctors are online. */
export function ClinicUsersSummary({ stats }: { stats: ClinicStats | undefined }) {
  const { t } = useTranslation('clinic');
  if (!stats) return null;
  return (
    <div className="clinic-users-summary" data-testid="clinic-users-summary">
      <span data-testid="clinic-users-summary-doctors">
        {t('users.summary.doctors', { value: stats.doctors, quota: stats.doctorQuota })}
      </span>
      <span data-testid="clinic-users-summary-online">{t('users.summary.online', { value: stats.onlineDoctors })}</span>
      <span data-testid="clinic-users-summary-users">
        {t('users.summary.users', { value: stats.users, quota: stats.userQuota })}
      </span>
    </div>
  );
}
