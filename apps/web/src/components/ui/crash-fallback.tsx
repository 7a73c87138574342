import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

export function CrashFallback({ error, onReset }: { error: Error; onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      status="error"
      title={t('crash.title')}
      details={
        <div data-testid="crash-details">
          <strong>{error.name}</strong>
          <div>{error.message}</div>
        </div>
      }
      action={{ label: t('actions.tryAgain'), onClick: onReset }}
    />
  );
}
