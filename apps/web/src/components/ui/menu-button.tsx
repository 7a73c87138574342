import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import './menu-button.css';

export type MenuEntry =
  | {
      key: string;
      label: ReactNode;
      icon?: ReactNode;
      danger?: boolean;
      disabled?: boolean;
      testId?: string;
      onSelect: () => void;
    }
  | { key: string; kind: 'divider' };

interface MenuButtonProps {
  /** The button's accessible name, holding what it shows (WCAG 2.5.3). */
  label: string;
  entries: MenuEntry[];
  /** Shown above the items, not one of them. */
  heading?: ReactNode;
  children: ReactNode;
  triggerStyle?: CSSProperties;
  testId?: string;
}

/**
 * A button that opens a menu (WAI-ARIA APG menu button, as the language switcher), of plain
 * elements drawn like antd's text Button and Dropdown: antd's Dropdown brought rc-menu to every
 * signed-in page (issue 13). The focus goes to the first enabled item on opening, back to the button on
 * Escape or a pick; arrows, Home and End move in the menu; Tab or a click outside closes it.
 */
export function MenuButton({ label, entries, heading, children, triggerStyle, testId }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<HTMLButtonElement[]>([]);

  const enabledItems = () => items.current.filter((item) => item.getAttribute('aria-disabled') !== 'true');

  useEffect(() => {
    if (!open) return;
    enabledItems()[0]?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const enabled = enabledItems();
    const index = enabled.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Partial<Record<string, number>> = {
      ArrowDown: (index + 1) % enabled.length,
      ArrowUp: (index - 1 + enabled.length) % enabled.length,
      Home: 0,
      End: enabled.length - 1,
    };
    const target = moves[event.key];
    if (event.key === 'Escape') close();
    else if (event.key === 'Tab') setOpen(false);
    else if (target !== undefined) enabled[target]?.focus();
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };
  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(true);
  };

  items.current = [];
  return (
    <div ref={root} className="tabib-menu-button">
      <button
        ref={trigger}
        type="button"
        className="tabib-menu-button-trigger"
        style={triggerStyle}
        data-testid={testId}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={label}
        onClick={() => setOpen(!open)}
        onKeyDown={onTriggerKey}
      >
        {children}
      </button>
      {open ? (
        <div className="tabib-menu">
          {heading ? <div className="tabib-menu-heading">{heading}</div> : null}
          <div role="menu" aria-label={label} onKeyDown={onMenuKey}>
            {entries.map((entry) => {
              if ('kind' in entry) return <div key={entry.key} role="separator" className="tabib-menu-divider" />;
              return (
                <button
                  key={entry.key}
                  ref={(element) => {
                    if (element) items.current.push(element);
                  }}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={entry.danger ? 'tabib-menu-danger' : undefined}
                  aria-disabled={entry.disabled || undefined}
                  data-testid={entry.testId}
                  onClick={() => {
                    if (entry.disabled) return;
                    close();
                    entry.onSelect();
                  }}
                >
                  {entry.icon}
                  <span>{entry.label}</span>
                </button>
              );
            })}
          </div>
        </div>
      ) : null}
    </div>
  );
}
