import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The catch-all, also shown where a clinic-only or restriction guard refuses a page. */
export function NotFoundPage() {
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
