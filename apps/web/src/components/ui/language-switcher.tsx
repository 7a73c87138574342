import { useRef } from 'react';
import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLocale, locales } from '@tabib/contracts/locales';
import { changeLocale, currentLocale, languageNames } from '../../lib/i18n';

/** Offers fr, en and ar, each under its own name. `compact` shows only the globe icon. */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const items: MenuProps['items'] = locales.map((language) => ({
    key: language,
    label: <span lang={language}>{languageNames[language]}</span>,
    'data-testid': `language-option-${language}`,
  }));
  const trigger = useRef<HTMLButtonElement>(null);
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (isLocale(key)) void changeLocale(key);
  };
  // Closed by a pick or Escape, the menu leaves the focus on its hidden item: back to the switcher.
  const onOpenChange = (open: boolean) => {
    if (open) return;
    setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body || active.closest('.ant-dropdown')) trigger.current?.focus();
    });
  };

  return (
    // autoFocus: opened from the keyboard, the arrows walk the languages and Escape comes back here.
    <Dropdown
      menu={{ items, onClick, selectable: true, selectedKeys: [locale] }}
      trigger={['click']}
      autoFocus
      onOpenChange={onOpenChange}
    >
      <Button
        ref={trigger}
        data-testid="language-switcher"
        icon={<GlobalOutlined aria-hidden />}
        // The spoken name holds the shown one (WCAG 2.5.3, label in name).
        aria-label={compact ? t('language.label') : `${t('language.label')}: ${languageNames[locale]}`}
      >
        {compact ? null : languageNames[locale]}
      </Button>
    </Dropdown>
  );
}
