import { Alert, Spin } from 'antd';
import { useErrorMessage } from '../../../lib/use-error-message';

/** A subscription page's data on its way, or why it did not come. */
export function SubscriptionLoading({ error }: { error: unknown }) {
  const errorMessage = useErrorMessage();
  if (error) return <Alert type="error" showIcon title={errorMessage(error)} data-testid="subscription-error" />;
  return (
    <div className="subscription-loading">
      <Spin />
    </div>
  );
}
