import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { locales, type Locale } from '@tabib/contracts/locales';
import { changeLocale, currentLocale, languageNames } from '../../lib/i18n';
import './language-switcher.css';

// The menu's height (three items), to open it upwards where the screen ends below the button.
const menuHeight = 110;

/**
 * Offers fr, en and ar, each under its own name. `compact` shows only the globe icon. A menu
 * button (WAI-ARIA APG) of plain elements: the sign-in page shows it before antd has loaded.
 */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [open, setOpen] = useState(false);
  const [above, setAbove] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!open) return;
    items.current[locales.indexOf(locale)]?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, locale]);

  const show = () => {
    const bottom = trigger.current?.getBoundingClientRect().bottom ?? 0;
    setAbove(bottom + menuHeight > window.innerHeight);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const pick = (language: Locale) => {
    close();
    void changeLocale(language);
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const index = items.current.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Partial<Record<string, number>> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: locales.length - 1,
    };
    const target = moves[event.key];
    if (event.key === 'Escape') close();
    else if (event.key === 'Tab') setOpen(false);
    else if (target !== undefined) items.current.at(target % locales.length)?.focus();
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };
  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    show();
  };

  return (
    <div ref={root} className="tabib-language-switcher">
      <button
        ref={trigger}
        type="button"
        className="tabib-button"
        data-testid="language-switcher"
        aria-haspopup="menu"
        aria-expanded={open}
        // The spoken name holds the shown one (WCAG 2.5.3, label in name).
        aria-label={compact ? t('language.label') : `${t('language.label')}: ${languageNames[locale]}`}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onTriggerKey}
      >
        <svg className="tabib-language-switcher-globe" viewBox="0 0 24 24" aria-hidden fill="none" stroke="currentColor">
          <circle cx="12" cy="12" r="10" strokeWidth="2" />
          <path d="M2 12h20M12 2c3 3 4 6.5 4 10s-1 7-4 10c-3-3-4-6.5-4-10s1-7 4-10z" strokeWidth="2" />
        </svg>
        {compact ? null : languageNames[locale]}
      </button>
      {open ? (
        <div
          role="menu"
          aria-label={t('language.label')}
          className={`tabib-language-menu${above ? ' tabib-language-menu-above' : ''}`}
          onKeyDown={onMenuKey}
        >
          {locales.map((language, index) => (
            <button
              key={language}
              ref={(element) => {
                items.current[index] = element;
              }}
              type="button"
              role="menuitemradio"
              aria-checked={language === locale}
              lang={language}
              tabIndex={-1}
              data-testid={`language-option-${language}`}
              onClick={() => pick(language)}
            >
              {languageNames[language]}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
