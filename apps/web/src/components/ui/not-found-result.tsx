import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The not-found page: the catch-all, where a clinic-only or restriction guard refuses a page, and
 * a subscription page not open to the account as it stands (spec 3 section 4).
 */
export function NotFoundResult() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.subtitle')}
      data-testid="not-found"
      extra={
        <Link to="/" data-testid="back-home">
          {t('actions.backHome')}
        </Link>
      }
    />
  );
}
