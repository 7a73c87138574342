import { useEffect, useId, useRef, useState } from 'react';
import { BellOutlined } from '@ant-design/icons';
import { Button, Empty, theme } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The header bell; its list of notifications comes with the notifications issue. A disclosure of
 * plain elements (Escape or a click outside closes it): antd's Dropdown brought rc-menu to every
 * signed-in page (issue 13).
 */
export function NotificationBell({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation('notifications');
  const { token } = theme.useToken();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={root} style={{ position: 'relative' }}>
      <Button
        type="text"
        shape="circle"
        icon={<BellOutlined aria-hidden />}
        aria-label={t('bell')}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="notification-bell"
        disabled={disabled}
        onClick={() => setOpen(!open)}
      />
      <div
        id={panelId}
        hidden={!open || disabled}
        style={{
          position: 'absolute',
          insetInlineEnd: 0,
          top: 'calc(100% + 4px)',
          zIndex: token.zIndexPopupBase + 50,
          padding: token.paddingSM,
          borderRadius: token.borderRadiusLG,
          background: token.colorBgElevated,
          boxShadow: token.boxShadowSecondary,
        }}
      >
        {open ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /> : null}
      </div>
    </div>
  );
}
