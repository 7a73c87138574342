import { useEffect } from 'react';
import { DisconnectOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { redirectTargetOf } from '../../../lib/redirect-target';

/**
 * Shown while the network is down; goes back to the page first asked for when it returns. Part of
 * the signed-in routes' chunk, not a chunk of its own: with no network and no service worker yet,
 * a chunk loaded on demand would fail. Plain elements laid out like antd's Result.
 */
export function OfflinePage() {
  const { t } = useTranslation('offline');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const target = redirectTargetOf(location.state) ?? '/';

  useEffect(() => {
    const goBack = () => navigate(target, { replace: true });
    window.addEventListener('online', goBack);
    return () => window.removeEventListener('online', goBack);
  }, [navigate, target]);

  return (
    <section data-testid="offline-page" style={{ padding: '48px 32px', textAlign: 'center' }}>
      <DisconnectOutlined aria-hidden style={{ fontSize: 72, color: token.colorWarning }} />
      <h1 style={{ margin: '24px 0 8px', fontSize: 24, fontWeight: 400, color: token.colorTextHeading }}>{t('title')}</h1>
      <p style={{ margin: 0, fontSize: 14, color: token.colorTextDescription }}>{t('description')}</p>
    </section>
  );
}
