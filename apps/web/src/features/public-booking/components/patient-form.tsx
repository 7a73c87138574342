import { useEffect, type ReactNode, type Ref } from 'react';
import { Button, Col, Form, Input, Radio, Row, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@tabib/contracts/locales';
import { genders } from '@tabib/contracts/patients';
import { textLimits } from '@tabib/contracts/text-limits';
import { maskDate } from '../../../lib/date-mask';
import { useZodRule } from '../../../lib/use-zod-rule';
import { useBookingText } from '../hooks/use-booking-text';
import {
  ageDigits,
  birthModes,
  latinDigits,
  bookingFormSchema,
  initialBookingForm,
  type BookingFormValues,
} from '../model/booking-form';
import type { Refusal } from '../model/refusals';
import { ProofOfWorkField, type ProofOfWork } from '../../../components/ui/proof-of-work-field';
import { FamilyMemberFieldset } from './family-member-fieldset';
import { RefusalAlert } from './refusal-alert';

// Phones, e-mails, dates and ages read left to right in Arabic too; antd's RTL styles would turn the input round.
const ltr = { direction: 'ltr' } as const;

export type SendingPhase = 'idle' | 'verifying' | 'sending';

interface PatientFormProps {
  form: FormInstance<BookingFormValues>;
  locale: Locale;
  /** The chosen reason, day and time, with the way back to the slots. */
  summary: ReactNode;
  /** False while no slot is chosen (the one chosen was taken): the details stay, sending waits. */
  canSend: boolean;
  phase: SendingPhase;
  refusal: Refusal | null;
  proof: Ref<ProofOfWork>;
  onSend(values: BookingFormValues): void;
}

/** Step 3: who the appointment is for, the bot check, and the sending. */
export function PatientForm({ form, locale, summary, canSend, phase, refusal, proof, onSend }: PatientFormProps) {
  const text = useBookingText();
  const { t } = useTranslation(['common', 'errors']);
  const rule = useZodRule();
  const rules = (field: keyof BookingFormValues) => [rule(bookingFormSchema, field)];
  const birthMode = Form.useWatch('birthMode', form) ?? initialBookingForm.birthMode;

  // A refusal about one field shows under it too (a minor's birthday).
  useEffect(() => {
    if (!refusal?.field) return;
    const field = form.getFieldValue('birthMode') === 'age' ? 'age' : 'birthday';
    form.setFields([{ name: field, errors: [t(refusal.code, { ns: 'errors' })] }]);
  }, [refusal, form, t]);

  return (
    <section className="public-booking-card" aria-labelledby="booking-form-title" data-testid="booking-form">
      <h2 id="booking-form-title" className="public-booking-step">
        {text('form.title')}
      </h2>
      {summary}
      <Form
        form={form}
        layout="vertical"
        initialValues={initialBookingForm}
        onFinish={onSend}
        // The bot check's checkbox is `required`: the browser's own check would stop the sending
        // while it solves, where the form waits for it instead.
        noValidate
        disabled={phase !== 'idle'}
      >
        <Form.Item name="gender" label={text('form.gender')} rules={rules('gender')} required>
          <Radio.Group data-testid="booking-gender">
            {genders.map((gender) => (
              <Radio key={gender} value={gender} data-testid={`booking-gender-${gender}`}>
                {text(`form.genders.${gender}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="lastName" label={text('form.lastName')} rules={rules('lastName')} required>
              <Input autoComplete="family-name" maxLength={textLimits.personName} data-testid="booking-last-name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="firstName" label={text('form.firstName')} rules={rules('firstName')} required>
              <Input autoComplete="given-name" maxLength={textLimits.personName} data-testid="booking-first-name" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="phone" label={text('form.phone')} rules={rules('phone')} required extra={text('form.phoneHelp')}>
              <Input
                type="tel"
                dir="ltr"
                style={ltr}
                inputMode="tel"
                autoComplete="tel"
                maxLength={textLimits.phone}
                data-testid="booking-phone"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="email"
              label={text('form.email')}
              rules={rules('email')}
              extra={text('form.emailHelp')}
              normalize={(value: string) => value.trim()}
            >
              <Input
                type="email"
                dir="ltr"
                style={ltr}
                autoComplete="email"
                maxLength={textLimits.email}
                data-testid="booking-email"
              />
            </Form.Item>
          </Col>
        </Row>
        <fieldset className="public-booking-fieldset">
          <legend>{text('form.birth')}</legend>
          <Form.Item name="birthMode" style={{ marginBottom: 8 }}>
            <Radio.Group optionType="button" data-testid="booking-birth-mode">
              {birthModes.map((mode) => (
                <Radio.Button key={mode} value={mode} data-testid={`booking-birth-${mode}`}>
                  {text(`form.${mode}`)}
                </Radio.Button>
              ))}
            </Radio.Group>
          </Form.Item>
          {birthMode === 'birthday' ? (
            <Form.Item
              name="birthday"
              label={text('form.birthday')}
              rules={rules('birthday')}
              normalize={(typed: string) => maskDate(latinDigits(typed))}
              required
            >
              <Input
                dir="ltr"
                style={ltr}
                inputMode="numeric"
                autoComplete="bday"
                placeholder={t('datePlaceholder')}
                maxLength={textLimits.displayDate}
                data-testid="booking-birthday"
              />
            </Form.Item>
          ) : (
            <Form.Item name="age" label={text('form.age')} rules={rules('age')} normalize={ageDigits} required>
              <Input dir="ltr" inputMode="numeric" maxLength={3} suffix={text('form.ageSuffix')} data-testid="booking-age" />
            </Form.Item>
          )}
        </fieldset>
        <FamilyMemberFieldset form={form} />
        <Form.Item label={text('form.proof')} className="public-booking-proof">
          <ProofOfWorkField locale={locale} ref={proof} />
        </Form.Item>
        {refusal ? <RefusalAlert refusal={refusal} /> : null}
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          disabled={!canSend}
          loading={phase !== 'idle'}
          data-testid="booking-submit"
        >
          {phase === 'verifying' ? text('form.verifying') : text('form.submit')}
        </Button>
      </Form>
    </section>
  );
}
