import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * antd-img-crop draws its zoom and rotation sliders without a name, and its step buttons with a
 * bare symbol (－ ＋ ↺ ↻), and takes no props for them: they are named here, in the user's
 * language, on the modal it renders (`modalProps.modalRender`).
 */
export function CropControlsNames({ children }: { children: ReactNode }) {
  const { t } = useTranslation('profile');
  const root = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const names: [selector: string, name: string][] = [
      ['.img-crop-control-zoom [role="slider"]', t('avatar.zoom')],
      ['.img-crop-control-zoom > button:first-child', t('avatar.zoomOut')],
      ['.img-crop-control-zoom > button:last-child', t('avatar.zoomIn')],
      ['.img-crop-control-rotation [role="slider"]', t('avatar.rotation')],
      ['.img-crop-control-rotation > button:first-child', t('avatar.rotateLeft')],
      ['.img-crop-control-rotation > button:last-child', t('avatar.rotateRight')],
    ];
    const name = () => {
      for (const [selector, label] of names) {
        const control = element.querySelector(selector);
        if (control && control.getAttribute('aria-label') !== label) control.setAttribute('aria-label', label);
      }
    };
    name();
    // The slider's handle is drawn again as the image loads and the controls change.
    const observer = new MutationObserver(name);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [t]);

  return <div ref={root}>{children}</div>;
}
