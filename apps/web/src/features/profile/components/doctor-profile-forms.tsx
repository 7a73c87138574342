import { Card, Col, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EditRequest, ProfileDetails } from '@tabib/contracts/profile-details';
import { pendingDiplomasOf, pendingInfosOf } from '../model/profile-forms';
import { AboutForm } from './about-form';
import { AvatarEditor } from './avatar-editor';
import { DiplomasForm } from './diplomas-form';
import { PersonalInfoForm } from './personal-info-form';

interface DoctorProfileFormsProps {
  details: ProfileDetails;
  requests: EditRequest[] | undefined;
  disabled: boolean;
}

/** The doctor's profile as loaded: picture, identity, about and diplomas (each form follows its data, useFormFollowsData). */
export function DoctorProfileForms({ details, requests, disabled }: DoctorProfileFormsProps) {
  const { t } = useTranslation('profile');
  return (
    <Flex vertical gap="middle" data-testid="doctor-profile">
      <Typography.Title level={3}>{t('doctorProfile.title')}</Typography.Title>
      {disabled ? <Typography.Text type="secondary">{t('doctorProfile.readOnly')}</Typography.Text> : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={6}>
          <Card>
            <AvatarEditor picture={details.legalInfo.picture} disabled={disabled} />
          </Card>
        </Col>
        <Col xs={24} lg={18}>
          <PersonalInfoForm details={details} pending={pendingInfosOf(requests)} disabled={disabled} />
        </Col>
        <Col xs={24} lg={12}>
          <AboutForm details={details} disabled={disabled} />
        </Col>
        <Col xs={24} lg={12}>
          <DiplomasForm diplomas={details.diplomas} pending={pendingDiplomasOf(requests)} disabled={disabled} />
        </Col>
      </Row>
    </Flex>
  );
}
