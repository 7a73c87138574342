import { Alert, Form, Input, Modal, Select, Switch, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  clinicUserRoles,
  doctorTitleMaxLength,
  maxDoctorSpecialities,
  type ClinicEntity,
  type ClinicEntityType,
} from '@tabib/contracts/clinic-users';
import { createClinicEntityBodySchema } from '@tabib/contracts/clinic-users-input';
import { textLimits } from '@tabib/contracts/text-limits';
import { useNotices } from '../../../components/ui/notices-context';
import { currentLocale } from '../../../lib/i18n';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useZodRule } from '../../../lib/use-zod-rule';
import { useCreateClinicEntity } from '../api/clinic-users-create';
import { useClinicSpecialities } from '../api/clinic-users-get-pickers';
import { useUpdateClinicEntity } from '../api/clinic-users-update';
import {
  createBodyOf,
  emptyFormValues,
  formValuesOf,
  updateBodyOf,
  type ClinicEntityFormValues,
} from '../model/clinic-entity-form';

type Field = keyof ClinicEntityFormValues;

/** Adds a doctor or user of `type` (entity null), or edits `entity`; closes once saved. */
export function ClinicEntityModal({
  type,
  entity,
  onClose,
}: {
  type: ClinicEntityType;
  entity: ClinicEntity | null;
  onClose(): void;
}) {
  const { t } = useTranslation('clinic');
  const { message } = useNotices();
  const errorMessage = useErrorMessage();
  const rule = useZodRule();
  const [form] = Form.useForm<ClinicEntityFormValues>();
  const create = useCreateClinicEntity();
  const update = useUpdateClinicEntity();
  const specialities = useClinicSpecialities();
  const locale = currentLocale();
  const saving = entity ? update : create;

  const onFinish = (values: ClinicEntityFormValues) => {
    if (entity)
      update.mutate(updateBodyOf(entity, values), {
        onSuccess: () => {
          void message.success(t('users.notices.updated'));
          onClose();
        },
      });
    else
      create.mutate(createBodyOf(type, values), {
        onSuccess: ({ entity: created }) => {
          void message.success(t('users.notices.created', { email: created.email }), 8);
          onClose();
        },
      });
  };

  // The contract's rules, over the whole form with its type (the e-mail of an edit is valid already).
  const rules = (field: Field) => [rule(createClinicEntityBodySchema, field)];
  const item = (field: Field, label: string, control: ReactNode, required = true) => (
    <Form.Item name={field} label={label} rules={rules(field)} validateFirst required={required}>
      {control}
    </Form.Item>
  );

  return (
    <Modal
      open
      title={t(entity ? `users.form.titleEdit.${type}` : `users.form.titleAdd.${type}`)}
      okText={t('users.form.save')}
      cancelText={t('users.form.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving.isPending}
      okButtonProps={{ ...({ 'data-testid': 'clinic-entity-save' } as object) }}
      destroyOnHidden
      data-testid="clinic-entity-modal"
    >
      <Form
        form={form}
        layout="vertical"
        name="clinic-entity"
        initialValues={{ ...(entity ? formValuesOf(entity) : emptyFormValues), type }}
        onFinish={onFinish}
      >
        {saving.isError ? (
          <Alert
            type="error"
            showIcon
            title={t(entity ? 'users.notices.updateFailed' : 'users.notices.createFailed')}
            description={errorMessage(saving.error)}
            style={{ marginBottom: 16 }}
            data-testid="clinic-entity-error"
          />
        ) : null}
        {item(
          'email',
          t('users.form.email'),
          <Input
            type="email"
            dir="ltr"
            autoComplete="off"
            maxLength={textLimits.email}
            disabled={entity !== null}
            data-testid="clinic-entity-email"
          />,
        )}
        <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
          {t(entity ? 'users.form.emailFixed' : 'users.form.oneTimePassword')}
        </Typography.Paragraph>
        {type === 'doctor'
          ? item(
              'title',
              t('users.form.doctorTitle'),
              <Input maxLength={doctorTitleMaxLength} data-testid="clinic-entity-title" />,
              false,
            )
          : null}
        {item(
          'firstName',
          t('users.form.firstName'),
          <Input autoComplete="off" maxLength={textLimits.personName} data-testid="clinic-entity-first-name" />,
        )}
        {item(
          'lastName',
          t('users.form.lastName'),
          <Input autoComplete="off" maxLength={textLimits.personName} data-testid="clinic-entity-last-name" />,
        )}
        {item(
          'phone',
          t('users.form.phone'),
          <Input type="tel" dir="ltr" autoComplete="off" maxLength={textLimits.phone} data-testid="clinic-entity-phone" />,
          false,
        )}
        {type === 'doctor' ? (
          <>
            {item(
              'specialities',
              t('users.form.specialities'),
              <Select
                mode="multiple"
                maxCount={maxDoctorSpecialities}
                optionFilterProp="label"
                loading={specialities.isLoading}
                options={(specialities.data ?? []).map((speciality) => ({
                  value: speciality._id,
                  label: speciality.title[locale],
                }))}
                data-testid="clinic-entity-specialities"
              />,
              false,
            )}
            <Form.Item name="telemedicineAllowed" label={t('users.form.telemedicine')} valuePropName="checked">
              <Switch data-testid="clinic-entity-telemedicine" />
            </Form.Item>
          </>
        ) : (
          <Form.Item name="role" label={t('users.form.role')}>
            <Select
              options={clinicUserRoles.map((role) => ({ value: role, label: t(`users.roles.${role}`) }))}
              data-testid="clinic-entity-role-select"
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
