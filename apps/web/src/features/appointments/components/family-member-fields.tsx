import { Checkbox, Col, Form, Input, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { familyRelations, type FamilyMember } from '@tabib/contracts/patients';
import { textLimits } from '@tabib/contracts/text-limits';
import { useFamilyMembers } from '../api/get-family-members';
import { useFormRules } from '../hooks/use-form-rules';
import { patientTitleOf } from '../model/appointment-draft';
import { familyMemberFieldsOf, noFamilyMember, type FamilyMemberFormValues } from '../model/family-member';

interface FamilyMemberFieldsProps {
  /** Read only: an existing appointment (its person does not change), or no right to book. */
  disabled: boolean;
  /** The existing patient picked as the holder, whose known members are offered; null for a new patient. */
  holderId: string | null;
  clinicDoctorId: string | null;
}

/**
 * 'For a family member' (spec 1 section 3, Appointment familyMember): the patient of the form is
 * then the holder, an adult, and the appointment is the member's: picked from the holder's
 * known members or typed anew (kept with the booking).
 */
export function FamilyMemberFields({ disabled, holderId, clinicDoctorId }: FamilyMemberFieldsProps) {
  const { t } = useTranslation('appointments');
  const rules = useFormRules();
  const form = Form.useFormInstance<FamilyMemberFormValues>();
  const checked = Form.useWatch('forFamilyMember', form) ?? false;
  const pickedId = Form.useWatch('familyMemberId', form) ?? null;
  const known = useFamilyMembers(checked && !disabled ? holderId : null, clinicDoctorId).data ?? [];
  const typed = !disabled && pickedId === null;

  const pick = (memberId: string | undefined) => {
    const member = known.find((entry) => entry._id === memberId);
    form.setFieldsValue(member ? familyMemberFieldsOf(member) : { ...noFamilyMember, forFamilyMember: true });
  };
  const optionLabel = (member: FamilyMember) => `${patientTitleOf(member)} · ${t(`familyMember.relations.${member.relation}`)}`;

  return (
    <section data-testid="family-member-section">
      <Form.Item name="forFamilyMember" valuePropName="checked" style={{ marginBottom: checked ? 4 : undefined }}>
        <Checkbox disabled={disabled} data-testid="field-for-family-member">
          {t('familyMember.switch')}
        </Checkbox>
      </Form.Item>
      {checked ? (
        <>
          <Typography.Paragraph type="secondary">{t('familyMember.help')}</Typography.Paragraph>
          {known.length > 0 ? (
            <Form.Item name="familyMemberId" label={t('familyMember.known')}>
              <Select<string>
                allowClear
                placeholder={t('familyMember.knownPlaceholder')}
                onChange={pick}
                data-testid="field-family-member-known"
                options={known.map((member) => ({ value: member._id, label: optionLabel(member) }))}
              />
            </Form.Item>
          ) : null}
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <Form.Item name="memberLastName" label={t('familyMember.lastName')} rules={typed ? rules.name : []}>
                <Input
                  disabled={!typed}
                  autoComplete="off"
                  maxLength={textLimits.personName}
                  data-testid="field-member-last-name"
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="memberFirstName" label={t('familyMember.firstName')} rules={typed ? rules.name : []}>
                <Input
                  disabled={!typed}
                  autoComplete="off"
                  maxLength={textLimits.personName}
                  data-testid="field-member-first-name"
                />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="memberRelation" label={t('familyMember.relation')} rules={typed ? rules.required : []}>
            <Select
              disabled={!typed}
              data-testid="field-member-relation"
              options={familyRelations.map((relation) => ({ value: relation, label: t(`familyMember.relations.${relation}`) }))}
            />
          </Form.Item>
        </>
      ) : null}
    </section>
  );
}
