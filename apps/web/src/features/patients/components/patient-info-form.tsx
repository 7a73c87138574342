import { Alert, Button, Flex, Form, Input, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { genders, maritalStatuses, type Patient, type PatientForm } from '@tabib/contracts/patients';
import { patientFormSchema } from '@tabib/contracts/patient-input';
import { textLimits } from '@tabib/contracts/text-limits';
import { ChangedElsewhereNotice } from '../../../lib/changed-elsewhere-notice';
import { maskDate } from '../../../lib/date-mask';
import { formatPhone } from '../../../lib/phone';
import { useFormFollowsData } from '../../../lib/use-form-follows-data';
import { useZodRule } from '../../../lib/use-zod-rule';

interface PatientInfoFormProps {
  patient: Patient | null;
  readOnly: boolean;
  /** shown over a registered patient's fields */
  registeredNotice: boolean;
  saving: boolean;
  onSave(form: PatientForm): void;
  onCancel(): void;
}

/** A new patient's gender is asked, never assumed: it starts unset. */
type PatientFormValues = Omit<PatientForm, 'gender'> & { gender?: PatientForm['gender'] };

const initialOf = (patient: Patient | null): PatientFormValues =>
  patient
    ? {
        firstName: patient.firstName,
        lastName: patient.lastName,
        phone: patient.phone ? formatPhone(patient.phone) : '',
        email: patient.email ?? '',
        birthday: patient.birthday ?? '',
        gender: patient.gender,
        maritalStatus: patient.maritalStatus,
        address: { state: patient.address.state, city: patient.address.city },
      }
    : {
        firstName: '',
        lastName: '',
        phone: '',
        email: '',
        birthday: '',
        maritalStatus: null,
        address: { state: null, city: null },
      };

/** Spec 2 section 5: the patient form, validated by the contract before it is sent. */
export function PatientInfoForm({ patient, readOnly, registeredNotice, saving, onSave, onCancel }: PatientInfoFormProps) {
  const { t } = useTranslation('patients');
  const rule = useZodRule();
  const [form] = Form.useForm<PatientForm>();
  const initialValues = initialOf(patient);
  const { changedElsewhere } = useFormFollowsData(form, initialValues);
  const required = (field: string) => [rule(patientFormSchema, field)];
  return (
    <div style={{ position: 'relative' }} data-testid="patient-info">
      {registeredNotice ? (
        <Alert type="info" showIcon title={t('modal.readOnly')} style={{ marginBottom: 16 }} data-testid="patient-read-only" />
      ) : null}
      {changedElsewhere ? <ChangedElsewhereNotice /> : null}
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        disabled={readOnly}
        onFinish={(values) => onSave({ ...initialValues, ...values })}
      >
        <Flex gap={12} wrap>
          <Form.Item name="lastName" label={t('form.lastName')} rules={required('lastName')} style={{ flex: 1 }} required>
            <Input autoComplete="off" maxLength={textLimits.personName} data-testid="patient-last-name" />
          </Form.Item>
          <Form.Item name="firstName" label={t('form.firstName')} rules={required('firstName')} style={{ flex: 1 }} required>
            <Input autoComplete="off" maxLength={textLimits.personName} data-testid="patient-first-name" />
          </Form.Item>
        </Flex>
        <Flex gap={12} wrap>
          <Form.Item name="phone" label={t('form.phone')} rules={required('phone')} style={{ flex: 1 }} required>
            <Input
              dir="ltr"
              style={{ direction: 'ltr' }}
              inputMode="tel"
              autoComplete="off"
              maxLength={textLimits.phone}
              data-testid="patient-phone"
            />
          </Form.Item>
          <Form.Item name="email" label={t('form.email')} rules={required('email')} style={{ flex: 1 }}>
            <Input dir="ltr" type="email" autoComplete="off" maxLength={textLimits.email} data-testid="patient-email" />
          </Form.Item>
        </Flex>
        <Flex gap={12} wrap>
          <Form.Item
            name="birthday"
            label={t('form.birthday')}
            rules={required('birthday')}
            getValueFromEvent={(event: React.ChangeEvent<HTMLInputElement>) => maskDate(event.target.value)}
            style={{ flex: 1 }}
          >
            <Input
              dir="ltr"
              placeholder={t('form.birthdayPlaceholder')}
              inputMode="numeric"
              maxLength={textLimits.displayDate}
              data-testid="patient-birthday"
            />
          </Form.Item>
          <Form.Item name="gender" label={t('form.gender')} rules={required('gender')} style={{ flex: 1 }} required>
            <Radio.Group
              options={genders.map((gender) => ({ value: gender, label: t(`gender.${gender}`) }))}
              data-testid="patient-gender"
            />
          </Form.Item>
        </Flex>
        <Flex gap={12} wrap>
          <Form.Item name="maritalStatus" label={t('form.maritalStatus')} style={{ flex: 1 }}>
            <Select
              allowClear
              options={maritalStatuses.map((status) => ({ value: status, label: t(`marital.${status}`) }))}
              data-testid="patient-marital"
            />
          </Form.Item>
          <Form.Item name={['address', 'state']} label={t('form.state')} style={{ flex: 1 }}>
            <Input maxLength={textLimits.place} />
          </Form.Item>
          <Form.Item name={['address', 'city']} label={t('form.city')} style={{ flex: 1 }}>
            <Input maxLength={textLimits.place} />
          </Form.Item>
        </Flex>
        {readOnly ? null : (
          <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button onClick={onCancel}>{t('form.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={saving} data-testid="patient-save">
              {t('form.save')}
            </Button>
          </Space>
        )}
      </Form>
    </div>
  );
}
