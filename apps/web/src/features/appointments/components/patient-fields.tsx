import { Col, Form, Input, InputNumber, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { genders } from '@tabib/contracts/patients';
import { textLimits } from '@tabib/contracts/text-limits';
import { useFormRules } from '../hooks/use-form-rules';
import { maskDate } from '../../../lib/date-mask';

/** The patient's personal information (the collapsible section of the appointment form). */
export function PatientFields({ disabled, existing }: { disabled: boolean; existing: boolean }) {
  const { t } = useTranslation('appointments');
  const rules = useFormRules();
  const check = !disabled;
  return (
    <>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="lastName" label={t('form.lastName')} rules={check ? rules.name : []}>
            <Input disabled={disabled} autoComplete="off" maxLength={textLimits.personName} data-testid="field-last-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="firstName" label={t('form.firstName')} rules={check ? rules.name : []}>
            <Input disabled={disabled} autoComplete="off" maxLength={textLimits.personName} data-testid="field-first-name" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="birthday"
            label={t('form.birthday')}
            rules={check ? rules.birthday(existing) : []}
            normalize={maskDate}
          >
            <Input
              disabled={disabled}
              placeholder={t('form.birthdayPlaceholder')}
              inputMode="numeric"
              maxLength={textLimits.displayDate}
              data-testid="field-birthday"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="age" label={t('form.age')} rules={check ? rules.age : []}>
            <InputNumber disabled={disabled} min={0} max={130} precision={0} style={{ width: '100%' }} data-testid="field-age" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="gender" label={t('form.gender')} rules={check ? rules.required : []}>
        <Radio.Group
          disabled={disabled}
          data-testid="field-gender"
          options={genders.map((gender) => ({ value: gender, label: t(`form.genders.${gender}`) }))}
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="phone" label={t('form.phone')} rules={check ? rules.phone : []}>
            <Input
              disabled={disabled}
              type="tel"
              dir="ltr"
              style={{ direction: 'ltr' }}
              autoComplete="off"
              maxLength={textLimits.phone}
              data-testid="field-phone"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="email" label={t('form.email')} rules={check ? rules.email : []}>
            <Input
              disabled={disabled}
              type="email"
              dir="ltr"
              autoComplete="off"
              maxLength={textLimits.email}
              data-testid="field-email"
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
