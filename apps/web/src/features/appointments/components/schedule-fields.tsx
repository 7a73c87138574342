import { Badge, Col, DatePicker, Form, Radio, Row, Select, TimePicker } from 'antd';
import { useTranslation } from 'react-i18next';
import { appointmentDurations, calendarConstants, type AppointmentType } from '@tabib/contracts/appointments';
import { useCurrentLocale } from '../hooks/use-current-locale';
import { useFormRules } from '../hooks/use-form-rules';
import { reasonTitle, type ReasonOption } from '../model/consultation-reasons';

interface ScheduleFieldsProps {
  disabled: boolean;
  reasonOptions: ReasonOption[];
  telemedicine: boolean;
  /** The saved type: a visio appointment still shows its type to a user without telemedicine. */
  currentType: AppointmentType;
  onReasonChange(reasonId: string): void;
}

/** Date, time, consultation reason, duration and type. */
export function ScheduleFields({ disabled, reasonOptions, telemedicine, currentType, onReasonChange }: ScheduleFieldsProps) {
  const { t } = useTranslation('appointments');
  const locale = useCurrentLocale();
  const rules = useFormRules();
  return (
    <>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="startDate" label={t('form.startDate')} rules={rules.required}>
            <DatePicker
              disabled={disabled}
              format="DD/MM/YYYY"
              allowClear={false}
              style={{ width: '100%' }}
              data-testid="field-start-date"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="startTime" label={t('form.startTime')} rules={rules.required}>
            <TimePicker
              disabled={disabled}
              format="HH:mm"
              minuteStep={calendarConstants.stepMinutes}
              needConfirm={false}
              allowClear={false}
              style={{ width: '100%' }}
              data-testid="field-start-time"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="consultationReason" label={t('form.consultationReason')} rules={rules.required}>
        <Select<string>
          disabled={disabled}
          placeholder={t('form.chooseReason')}
          onChange={onReasonChange}
          data-testid="field-reason"
          options={reasonOptions.map(({ reason, disabled: gone }) => ({
            value: reason._id,
            disabled: gone,
            label: <Badge color={reason.color} text={reasonTitle(reason, locale)} />,
          }))}
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="duration" label={t('form.duration')} rules={rules.duration}>
            <Select<number>
              disabled={disabled}
              data-testid="field-duration"
              options={appointmentDurations.map((minutes) => ({ value: minutes, label: t('form.minutes', { count: minutes }) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="type" label={t('form.type')}>
            <Radio.Group
              disabled={disabled}
              data-testid="field-type"
              options={[
                { value: 'cabinet', label: t('form.types.cabinet') },
                ...(telemedicine || currentType === 'visio'
                  ? [{ value: 'visio', label: t('form.types.visio'), disabled: !telemedicine }]
                  : []),
              ]}
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
