import { useQueryClient } from '@tanstack/react-query';
import { App, Card, Col, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountSocket, editRequestDecidedEventSchema } from '@tabib/contracts/live-events';
import { useAccountEvent } from '../../../lib/account-events';
import { profileQueryKey } from '../../../lib/profile-query-key';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useEditRequests } from '../api/get-edit-requests';
import { useProfileDetails } from '../api/get-profile-details';
import { profileKeys } from '../api/profile-keys';
import { pendingDiplomasOf, pendingInfosOf } from '../model/profile-forms';
import { AboutForm } from './about-form';
import { AvatarEditor } from './avatar-editor';
import { DiplomasForm } from './diplomas-form';
import { PersonalInfoForm } from './personal-info-form';

/** Spec 3 section 2, the settings index for doctors: identity and diplomas by edit request, the rest at once. */
/** `disabled` unless DOC-ALL: the app layer knows the signed-in privilege (features do not import each other). */
export function DoctorProfilePage({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('profile');
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const details = useProfileDetails();
  const requests = useEditRequests();

  useAccountEvent(accountSocket.editRequestDecided, (payload) => {
    const event = editRequestDecidedEventSchema.safeParse(payload);
    if (!event.success) return;
    const { verdict, note } = event.data;
    notification[verdict === 'approved' ? 'success' : 'warning']({
      title: t(verdict === 'approved' ? 'doctorProfile.verdictApproved' : 'doctorProfile.verdictRejected'),
      description: note ? t('doctorProfile.verdictNote', { note }) : undefined,
    });
    void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    void queryClient.invalidateQueries({ queryKey: profileQueryKey });
  });

  // Spec 3 section 8: profile loading errors are only logged, the page stays empty.
  if (!details.data || requests.isPending) return <PageSpinner />;
  const { legalInfo } = details.data;
  const formsKey = `${details.dataUpdatedAt}-${requests.dataUpdatedAt}`;

  return (
    <Flex vertical gap="middle" data-testid="doctor-profile">
      <Typography.Title level={3}>{t('doctorProfile.title')}</Typography.Title>
      {disabled ? <Typography.Text type="secondary">{t('doctorProfile.readOnly')}</Typography.Text> : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={6}>
          <Card>
            <AvatarEditor picture={legalInfo.picture} disabled={disabled} />
          </Card>
        </Col>
        <Col xs={24} lg={18}>
          <PersonalInfoForm key={formsKey} details={details.data} pending={pendingInfosOf(requests.data)} disabled={disabled} />
        </Col>
        <Col xs={24} lg={12}>
          <AboutForm key={details.dataUpdatedAt} details={details.data} disabled={disabled} />
        </Col>
        <Col xs={24} lg={12}>
          <DiplomasForm
            key={formsKey}
            diplomas={details.data.diplomas}
            pending={pendingDiplomasOf(requests.data)}
            disabled={disabled}
          />
        </Col>
      </Row>
    </Flex>
  );
}
