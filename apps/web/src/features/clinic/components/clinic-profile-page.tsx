import { skipToken, useQuery } from '@tanstack/react-query';
import { Alert, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { capabilitiesOfProfile } from '@tabib/contracts/capabilities';
import type { UserProfile } from '@tabib/contracts/user';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { profileQueryKey } from '../../../lib/profile-query-key';
import { useClinicProfile } from '../api/clinic-profile-get';
import { ClinicProfileForm } from './clinic-profile-form';

/** Whether the signed-in account saves the profile (the clinic admin) or only reads it, from the cached profile. */
function useMayEditClinicProfile(): boolean {
  const profile = useQuery<UserProfile>({ queryKey: profileQueryKey, queryFn: skipToken }).data;
  return profile ? capabilitiesOfProfile(profile)['clinic.profileEdit'] === 'enabled' : false;
}

/** Spec 3 sections 2 and 5: /settings/clinic-profile, and the settings index of clinic users. */
export function ClinicProfilePage() {
  const { t } = useTranslation('clinic');
  const profile = useClinicProfile();
  const mayEdit = useMayEditClinicProfile();

  return (
    <Flex vertical gap="middle" data-testid="clinic-profile">
      <Typography.Title level={3}>{t('profile.title')}</Typography.Title>
      {mayEdit ? null : <Typography.Text type="secondary">{t('profile.readOnly')}</Typography.Text>}
      {profile.isError ? <Alert type="error" showIcon title={t('profile.loadFailed')} /> : null}
      {profile.data ? (
        <ClinicProfileForm profile={profile.data} disabled={!mayEdit} />
      ) : profile.isPending ? (
        <PageSpinner />
      ) : null}
    </Flex>
  );
}
