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
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (isLocale(key)) void changeLocale(key);
  };

  return (
    <Dropdown menu={{ items, onClick, selectable: true, selectedKeys: [locale] }} trigger={['click']}>
      <Button data-testid="language-switcher" icon={<GlobalOutlined />} aria-label={t('language.label')}>
        {compact ? null : languageNames[locale]}
      </Button>
    </Dropdown>
  );
}
