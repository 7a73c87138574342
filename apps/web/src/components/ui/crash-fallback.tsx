import { Button, Flex, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function CrashFallback({ error, onReset }: { error: Error; onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('crash.title')}
      subTitle={
        <Flex vertical data-testid="crash-details">
          <Typography.Text strong>{error.name}</Typography.Text>
          <Typography.Text>{error.message}</Typography.Text>
        </Flex>
      }
      extra={
        <Button type="primary" onClick={onReset}>
          {t('actions.tryAgain')}
        </Button>
      }
    />
  );
}
