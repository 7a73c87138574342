import { Radio } from 'antd';
import { locales, type Locale } from '@tabib/contracts/locales';
import { languageNames } from '../../../lib/i18n';
import { useBookingText } from '../hooks/use-booking-text';

/** The three languages side by side: one tap on a phone, each under its own name. */
export function LanguageChoice({ locale, onChange }: { locale: Locale; onChange(locale: Locale): void }) {
  const text = useBookingText();
  return (
    <Radio.Group
      size="small"
      optionType="button"
      value={locale}
      onChange={(event) => onChange(event.target.value as Locale)}
      aria-label={text('languages')}
      data-testid="booking-language"
    >
      {locales.map((language) => (
        <Radio.Button key={language} value={language} data-testid={`booking-language-${language}`}>
          <span lang={language}>{languageNames[language]}</span>
        </Radio.Button>
      ))}
    </Radio.Group>
  );
}
