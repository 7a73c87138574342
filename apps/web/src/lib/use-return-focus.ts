import { useEffect, useRef } from 'react';

/**
 * While `open`, remembers what had the focus before; once closed, gives it back (if it is still
 * on the page). A modal unmounted on close cannot do it itself (antd restores only on its own
 * close animation), and a keyboard user would be left at the top of the page.
 */
export function useReturnFocus(open: boolean) {
  const before = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) {
      before.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    const element = before.current;
    before.current = null;
    if (!element) return;
    // After the dialog's own focus handling on close.
    const timer = setTimeout(() => {
      if (element.isConnected) element.focus();
    });
    return () => clearTimeout(timer);
  }, [open]);
}
