import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import './form-field.css';
import './combobox.css';

export interface ComboboxOption {
  value: string;
  label: ReactNode;
}

interface ComboboxProps {
  /** The input's accessible name, also its placeholder. */
  label: string;
  value: string;
  onChange: (text: string) => void;
  options: ComboboxOption[];
  onSelect: (value: string) => void;
  /** Shown under the input, and spoken, when there is no option; nothing when null. */
  emptyText?: ReactNode;
  /** The clear button's label; no clear button without it. */
  clearLabel?: string;
  loading?: boolean;
  maxLength?: number;
  testId?: string;
}

/**
 * A text input that proposes options (WAI-ARIA APG combobox with a listbox popup, focus kept in the
 * input, the active option named by aria-activedescendant), of plain elements drawn like antd's
 * AutoComplete: the header's patient search shows on every signed-in page, and antd's select
 * machinery (rc-select, rc-virtual-list) weighed ~20 KB gzipped there (issue 13). The first option
 * is active as soon as options show, so Enter picks it.
 */
export function Combobox({
  label,
  value,
  onChange,
  options,
  onSelect,
  emptyText = null,
  clearLabel,
  loading = false,
  maxLength,
  testId,
}: ComboboxProps) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const expanded = open && options.length > 0;
  const activeIndex = Math.min(active, options.length - 1);
  const optionId = (index: number) => `${id}-option-${index}`;

  const pick = (option: ComboboxOption) => {
    setOpen(false);
    onSelect(option.value);
  };
  const move = (step: number) => {
    if (!expanded) {
      setOpen(true);
      setActive(step > 0 ? 0 : options.length - 1);
      return;
    }
    setActive((activeIndex + step + options.length) % options.length);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const option = options[activeIndex];
    if (event.key === 'ArrowDown') move(1);
    else if (event.key === 'ArrowUp') move(-1);
    else if (event.key === 'Enter' && expanded && option) pick(option);
    else if (event.key === 'Escape' && open) setOpen(false);
    else return;
    event.preventDefault();
  };

  return (
    <div className="tabib-combobox" data-testid={testId}>
      <div className="tabib-input-box">
        <input
          type="text"
          role="combobox"
          aria-label={label}
          placeholder={label}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded ? optionId(activeIndex) : undefined}
          aria-busy={loading || undefined}
          autoComplete="off"
          maxLength={maxLength}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {clearLabel && value ? (
          <button
            type="button"
            aria-label={clearLabel}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChange('')}
          >
            <svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden>
              <path d="M5 5l14 14M19 5L5 19" />
            </svg>
          </button>
        ) : null}
        <svg
          className={`tabib-combobox-icon${loading ? ' tabib-combobox-loading' : ''}`}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          aria-hidden
        >
          {loading ? (
            <path d="M12 3a9 9 0 1 0 9 9" />
          ) : (
            <path d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5L21 21" />
          )}
        </svg>
      </div>
      <ul id={listboxId} role="listbox" aria-label={label} className="tabib-combobox-popup" hidden={!expanded}>
        {options.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            // Keeps the focus (and the open listbox) in the input while the pointer picks.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActive(index)}
            onClick={() => pick(option)}
          >
            {option.label}
          </li>
        ))}
      </ul>
      <div aria-live="polite">
        {open && options.length === 0 && emptyText ? (
          <div className="tabib-combobox-popup tabib-combobox-empty">{emptyText}</div>
        ) : null}
      </div>
    </div>
  );
}
