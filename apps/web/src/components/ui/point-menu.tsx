import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import './menu-button.css';

export interface PointMenuItem {
  key: string;
  label: string;
  testId?: string;
  onSelect: () => void;
}

interface PointMenuProps {
  /** The point (viewport pixels) the menu opens at: its start corner, below and after the point. */
  x: number;
  y: number;
  label: string;
  items: PointMenuItem[];
  /** Escape, Tab, a click outside, or an item picked. */
  onClose: () => void;
}

/**
 * A menu opened at a point (a right-click), of plain elements drawn like antd's Dropdown and
 * portalled to the body; kept inside the screen. The focus goes to the first item; arrows move,
 * Escape, Tab or a press outside close it.
 */
export function PointMenu({ x, y, label, items, onClose }: PointMenuProps) {
  const popup = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = popup.current;
    if (!element) return;
    const { width, height } = element.getBoundingClientRect();
    const rtl = getComputedStyle(element).direction === 'rtl';
    const left = rtl ? x - width : x;
    const top = y + height > window.innerHeight ? y - height : y;
    element.style.left = `${Math.max(0, Math.min(left, window.innerWidth - width))}px`;
    element.style.top = `${Math.max(0, top)}px`;
    element.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [x, y]);

  useEffect(() => {
    const closeOutside = (event: Event) => {
      if (!popup.current?.contains(event.target as Node)) onClose();
    };
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('mousedown', closeOutside, true);
    window.addEventListener('keydown', closeOnEscape);
    return () => {
      window.removeEventListener('mousedown', closeOutside, true);
      window.removeEventListener('keydown', closeOnEscape);
    };
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    const buttons = [...(popup.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLElement);
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (event.key === 'Tab') onClose();
    else if (step !== undefined) {
      event.preventDefault();
      buttons[(index + step + buttons.length) % buttons.length]?.focus();
    }
  };

  return createPortal(
    <div ref={popup} className="tabib-menu" style={{ position: 'fixed', insetInlineEnd: 'auto' }}>
      <div role="menu" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <button
            key={item.key}
            type="button"
            role="menuitem"
            tabIndex={-1}
            data-testid={item.testId}
            onClick={(event) => {
              // The menu is portalled, but React still bubbles its click up the board.
              event.stopPropagation();
              item.onSelect();
              onClose();
            }}
          >
            <span>{item.label}</span>
          </button>
        ))}
      </div>
    </div>,
    document.body,
  );
}
