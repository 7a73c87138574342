import { Col, Form, Input, Radio, Row, type FormInstance } from 'antd';
import { familyRelations } from '@tabib/contracts/patients';
import { textLimits } from '@tabib/contracts/text-limits';
import { useZodRule } from '../../../lib/use-zod-rule';
import { useBookingText } from '../hooks/use-booking-text';
import { bookingFormSchema, type BookingFormValues } from '../model/booking-form';

/**
 * Who the appointment is for (issue 22): the patient, or a member of their family, named here; the
 * details above are then the adult's who books (the holder). Radios only: the page loads no
 * checkbox or select (the size budget of /book), and each choice is one tap.
 */
export function FamilyMemberFieldset({ form }: { form: FormInstance<BookingFormValues> }) {
  const text = useBookingText();
  const rule = useZodRule();
  const rules = (field: keyof BookingFormValues) => [rule(bookingFormSchema, field)];
  const forFamilyMember = Form.useWatch('forFamilyMember', form) ?? false;

  return (
    <fieldset className="public-booking-fieldset" data-testid="booking-for-whom">
      <legend>{text('form.forWhom')}</legend>
      <Form.Item
        name="forFamilyMember"
        style={{ marginBottom: 8 }}
        extra={forFamilyMember ? text('form.forFamilyMemberHelp') : undefined}
      >
        <Radio.Group optionType="button">
          <Radio.Button value={false} data-testid="booking-for-me">
            {text('form.forMe')}
          </Radio.Button>
          <Radio.Button value={true} data-testid="booking-for-family-member">
            {text('form.forFamilyMember')}
          </Radio.Button>
        </Radio.Group>
      </Form.Item>
      {forFamilyMember ? (
        <>
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <Form.Item name="memberLastName" label={text('form.memberLastName')} rules={rules('memberLastName')} required>
                <Input autoComplete="off" maxLength={textLimits.personName} data-testid="booking-member-last-name" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="memberFirstName" label={text('form.memberFirstName')} rules={rules('memberFirstName')} required>
                <Input autoComplete="off" maxLength={textLimits.personName} data-testid="booking-member-first-name" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="memberRelation" label={text('form.memberRelation')} rules={rules('memberRelation')} required>
            <Radio.Group data-testid="booking-member-relation">
              {familyRelations.map((relation) => (
                <Radio key={relation} value={relation} data-testid={`booking-member-relation-${relation}`}>
                  {text(`form.relations.${relation}`)}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
        </>
      ) : null}
    </fieldset>
  );
}
