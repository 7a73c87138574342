import { Alert, Button, Card, Col, Form, Input, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProfileDetails } from '@tabib/contracts/profile-details';
import { textLimits } from '@tabib/contracts/text-limits';
import { useNotices } from '../../../components/ui/notices-context';
import { ChangedElsewhereNotice } from '../../../lib/changed-elsewhere-notice';
import { formatPhone } from '../../../lib/phone';
import { useFormFollowsData } from '../../../lib/use-form-follows-data';
import { useZodRule } from '../../../lib/use-zod-rule';
import { useCities, useSpecialities, useStates } from '../api/get-reference-data';
import { useSendEditRequest } from '../api/send-edit-request';
import { useCurrentLocaleName } from '../hooks/use-locale-name';
import { useEditRequestNotifier } from '../hooks/use-edit-request-notifier';
import { infosFormOf, infosFormSchema, infosRequestOf, type InfosField, type InfosForm } from '../model/profile-forms';

interface Props {
  details: ProfileDetails;
  pending: Partial<Record<InfosField, string>> | null;
  disabled: boolean;
}

/** Identity fields: sent as an 'infos' edit request, applied by an operator (spec 3 section 7). */
export function PersonalInfoForm({ details, pending, disabled }: Props) {
  const { t } = useTranslation('profile');
  const { notification } = useNotices();
  const rule = useZodRule();
  const nameOf = useCurrentLocaleName();
  const [form] = Form.useForm<InfosForm>();
  const stateId = Form.useWatch('state', form);
  const specialities = useSpecialities().data ?? [];
  const states = useStates().data ?? [];
  const cities = useCities(stateId).data ?? [];
  const pendingCities = useCities(pending?.state).data ?? [];
  const send = useSendEditRequest();
  const notifyFailure = useEditRequestNotifier();

  const labelOf: Partial<Record<InfosField, (value: string) => string | undefined>> = {
    speciality: (id) => specialities.find((entry) => entry._id === id)?.title[nameOf],
    state: (id) => states.find((entry) => entry._id === id)?.name[nameOf],
    city: (id) => pendingCities.find((entry) => entry._id === id)?.name[nameOf],
    gender: (value) => t(value === 'FEMALE' ? 'doctorProfile.female' : 'doctorProfile.male'),
    phone: formatPhone,
  };
  const current = infosFormOf(details);
  const initialValues = { ...current, phone: current.phone && formatPhone(current.phone) };
  const follow = useFormFollowsData(form, initialValues);
  const item = (field: InfosField) => {
    const value = pending?.[field] === current[field] ? undefined : pending?.[field];
    const shown = value === undefined ? undefined : (labelOf[field]?.(value) ?? value);
    return {
      name: field,
      label: t(`doctorProfile.${field}`),
      rules: [rule(infosFormSchema, field)],
      extra:
        shown !== undefined && shown !== '' ? (
          <span data-testid={`pending-${field}`}>{t('doctorProfile.pendingValue', { value: `\u2068${shown}\u2069` })}</span>
        ) : undefined,
    };
  };
  const submit = (values: InfosForm) =>
    send.mutate(infosRequestOf({ ...current, ...values }), {
      // What was sent shows as pending beside each field; the fields show the profile again.
      onSuccess: () => {
        follow.showData();
        notification.success({ title: t('doctorProfile.editRequestTitle'), description: t('doctorProfile.requestSent') });
      },
      onError: notifyFailure,
    });
  const select = (testId: string, options: { value: string; label: string }[], onChange?: () => void) => (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
      placeholder={t('doctorProfile.select')}
      data-testid={testId}
      onChange={onChange}
    />
  );

  return (
    <Card title={t('doctorProfile.personalInfo')} data-testid="personal-info">
      {pending ? (
        <Alert
          type="info"
          showIcon
          title={t('doctorProfile.pendingInfos')}
          style={{ marginBottom: 16 }}
          data-testid="pending-infos"
        />
      ) : null}
      {follow.changedElsewhere ? <ChangedElsewhereNotice /> : null}
      <Form form={form} layout="vertical" initialValues={initialValues} disabled={disabled} onFinish={submit}>
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item {...item('lastName')}>
              <Input maxLength={textLimits.personName} data-testid="profile-last-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item {...item('firstName')}>
              <Input maxLength={textLimits.personName} data-testid="profile-first-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item {...item('phone')}>
              <Input
                dir="ltr"
                style={{ direction: 'ltr' }}
                inputMode="tel"
                maxLength={textLimits.phone}
                data-testid="profile-phone"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item {...item('email')}>
              <Input
                dir="ltr"
                style={{ direction: 'ltr' }}
                type="email"
                maxLength={textLimits.email}
                data-testid="profile-email"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item {...item('gender')}>
              <Radio.Group data-testid="profile-gender">
                <Radio value="MALE">{t('doctorProfile.male')}</Radio>
                <Radio value="FEMALE">{t('doctorProfile.female')}</Radio>
              </Radio.Group>
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item {...item('speciality')}>
              {select(
                'profile-speciality',
                specialities.map((entry) => ({ value: entry._id, label: entry.title[nameOf] })),
              )}
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item {...item('address1')}>
              <Input maxLength={textLimits.officeAddress} data-testid="profile-address1" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item {...item('state')}>
              {select(
                'profile-state',
                states.map((entry) => ({ value: entry._id, label: `${entry._id} - ${entry.name[nameOf]}` })),
                () => form.setFieldValue('city', undefined),
              )}
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item {...item('city')}>
              {select(
                'profile-city',
                cities.map((entry) => ({ value: entry._id, label: entry.name[nameOf] })),
              )}
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={send.isPending} data-testid="send-infos-request">
          {t('doctorProfile.sendRequest')}
        </Button>
      </Form>
    </Card>
  );
}
