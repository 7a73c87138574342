import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { passwordSchema } from '@tabib/contracts/password';

// One line per rule of the contract's passwordSchema, keyed by the message it fails with.
const rules = [
  ['validation.passwordLength', 'passwordRules.length'],
  ['validation.passwordLetter', 'passwordRules.letter'],
  ['validation.passwordDigit', 'passwordRules.digit'],
  ['validation.passwordCharacters', 'passwordRules.characters'],
] as const;

/** The password rules, each ticked once the typed password satisfies it. */
export function PasswordRules({ password }: { password: string | undefined }) {
  const { t } = useTranslation('auth');
  const failed = new Set(passwordSchema.safeParse(password ?? '').error?.issues.map((issue) => issue.message));
  return (
    <Flex vertical gap={2} style={{ marginBottom: 16 }} data-testid="password-rules">
      <Typography.Text type="secondary">{t('passwordRules.title')}</Typography.Text>
      {rules.map(([message, label]) => {
        const ok = !failed.has(message);
        return (
          <Typography.Text key={label} type={ok ? 'success' : 'secondary'}>
            <Flex gap={8} align="center">
              {ok ? <CheckCircleFilled /> : <CloseCircleOutlined />}
              {t(label)}
            </Flex>
          </Typography.Text>
        );
      })}
    </Flex>
  );
}
