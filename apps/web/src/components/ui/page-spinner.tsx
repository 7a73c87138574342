import { useTranslation } from 'react-i18next';
import './page-spinner.css';

/** A page still loading. Plain elements: it shows before antd has loaded. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="tabib-page-spinner" role="status" aria-live="polite">
      <span className="tabib-page-spinner-dots" aria-hidden>
        <i />
        <i />
        <i />
        <i />
      </span>
      <span className="tabib-visually-hidden">{t('loading')}</span>
    </div>
  );
}
