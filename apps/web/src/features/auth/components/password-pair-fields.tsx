import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { passwordPairSchema } from '@tabib/contracts/auth';
import { textLimits } from '@tabib/contracts/text-limits';
import { useZodRule } from '../../../lib/use-zod-rule';
import { PasswordRules } from './password-rules';

/** password + passwordConfirm, validated by the contract's passwordPairSchema, with the rules shown. */
export function PasswordPairFields() {
  const { t } = useTranslation('auth');
  const zodRule = useZodRule();
  const password = Form.useWatch<string | undefined>('password');
  return (
    <>
      <Form.Item name="password" label={t('passwordPair.password')} rules={[zodRule(passwordPairSchema, 'password')]}>
        <Input.Password autoComplete="new-password" maxLength={textLimits.password} data-testid="password-input" />
      </Form.Item>
      <PasswordRules password={password} />
      <Form.Item
        name="passwordConfirm"
        label={t('passwordPair.passwordConfirm')}
        dependencies={['password']}
        rules={[zodRule(passwordPairSchema, 'passwordConfirm')]}
      >
        <Input.Password autoComplete="new-password" maxLength={textLimits.password} data-testid="password-confirm-input" />
      </Form.Item>
    </>
  );
}
