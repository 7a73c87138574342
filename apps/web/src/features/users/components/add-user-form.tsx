import { useCallback, useState, type ReactNode } from 'react';
import { Alert, Button, Form, Input, Select, Tooltip, type FormRule } from 'antd';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { userPositions } from '@tabib/contracts/user';
import { createAssistantBodySchema, type CreateAssistantBody } from '@tabib/contracts/users-input';
import { textLimits } from '@tabib/contracts/text-limits';
import { useNotices } from '../../../components/ui/notices-context';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useCreateUser } from '../api/create-user';

type Field = keyof CreateAssistantBody;

const messageKeys: Record<string, ParseKeys<'users'>> = {
  'validation.required': 'form.errors.required',
  'validation.email': 'form.errors.email',
  'validation.phone': 'form.errors.phone',
  'validation.passwordLength': 'form.errors.assistantPasswordLength',
  'validation.passwordLetter': 'form.errors.assistantPasswordComposition',
  'validation.passwordDigit': 'form.errors.assistantPasswordComposition',
  'validation.passwordCharacters': 'form.errors.assistantPasswordCharacters',
};

/** The contract's rules, with the add-user form's own messages (spec 3 section 5). */
function useFieldRule(): (field: Field) => FormRule {
  const { t } = useTranslation('users');
  return useCallback(
    (field) => (form) => ({
      validator: async () => {
        const issue = createAssistantBodySchema
          .safeParse(form.getFieldsValue(true))
          .error?.issues.find((candidate) => candidate.path[0] === field);
        if (issue) throw new Error(t(messageKeys[issue.message] ?? 'form.errors.invalid'));
      },
    }),
    [t],
  );
}

const initialValues: Partial<CreateAssistantBody> = { position: 'ASSISTANT' };

/** "Add User": saved only when every field is valid and something was typed; emptied after a success. */
export function AddUserForm({ onCreated }: { onCreated(): void }) {
  const { t } = useTranslation('users');
  const { message } = useNotices();
  const errorMessage = useErrorMessage();
  const rule = useFieldRule();
  const [form] = Form.useForm<CreateAssistantBody>();
  const create = useCreateUser();
  const [canSave, setCanSave] = useState(false);

  const onFieldsChange = () =>
    setCanSave(form.isFieldsTouched() && form.getFieldsError().every((field) => field.errors.length === 0));

  const onFinish = (values: CreateAssistantBody) =>
    create.mutate(values, {
      onSuccess: () => {
        void message.success(t('form.success'));
        form.resetFields();
        setCanSave(false);
        onCreated();
      },
      // The typed values stay, so the one wrong field can be fixed (docs/decisions.md).
      onError: () => void message.error(t('form.failure')),
    });

  const input = (field: Field, label: ParseKeys<'users'>, control: ReactNode) => (
    <Form.Item name={field} label={t(label)} rules={[rule(field)]} validateFirst required>
      {control}
    </Form.Item>
  );

  return (
    <Form
      form={form}
      layout="vertical"
      name="add-user"
      initialValues={initialValues}
      onFieldsChange={onFieldsChange}
      onFinish={onFinish}
      style={{ maxWidth: 480 }}
      data-testid="add-user-form"
    >
      {create.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorMessage(create.error)}
          style={{ marginBottom: 16 }}
          data-testid="add-user-error"
        />
      ) : null}
      {input(
        'lastName',
        'form.lastName',
        <Input autoComplete="off" maxLength={textLimits.personName} data-testid="add-user-last-name" />,
      )}
      {input(
        'firstName',
        'form.firstName',
        <Input autoComplete="off" maxLength={textLimits.personName} data-testid="add-user-first-name" />,
      )}
      {input(
        'email',
        'form.email',
        <Input
          type="email"
          dir="ltr"
          style={{ direction: 'ltr' }}
          autoComplete="off"
          maxLength={textLimits.email}
          data-testid="add-user-email"
        />,
      )}
      {input(
        'phone',
        'form.phone',
        <Input
          type="tel"
          dir="ltr"
          style={{ direction: 'ltr' }}
          autoComplete="off"
          maxLength={textLimits.phone}
          data-testid="add-user-phone"
        />,
      )}
      {input(
        'password',
        'form.password',
        <Input.Password autoComplete="new-password" maxLength={textLimits.password} data-testid="add-user-password" />,
      )}
      <Form.Item name="position" label={t('form.position')}>
        <Select
          data-testid="add-user-position"
          options={userPositions.map((position) => ({ value: position, label: t(`positions.${position}`) }))}
        />
      </Form.Item>
      <Tooltip title={canSave ? undefined : t('form.saveDisabled')}>
        <Button type="primary" htmlType="submit" disabled={!canSave} loading={create.isPending} data-testid="add-user-submit">
          {t('form.save')}
        </Button>
      </Tooltip>
    </Form>
  );
}
