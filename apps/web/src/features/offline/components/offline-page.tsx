import { useEffect } from 'react';
import { DisconnectOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { redirectTargetOf } from '../../../lib/redirect-target';

/** Shown while the network is down; goes back to the page first asked for when it returns. */
export function OfflinePage() {
  const { t } = useTranslation('offline');
  const navigate = useNavigate();
  const location = useLocation();
  const target = redirectTargetOf(location.state) ?? '/';

  useEffect(() => {
    const goBack = () => navigate(target, { replace: true });
    window.addEventListener('online', goBack);
    return () => window.removeEventListener('online', goBack);
  }, [navigate, target]);

  return <Result icon={<DisconnectOutlined />} title={t('title')} subTitle={t('description')} data-testid="offline-page" />;
}
