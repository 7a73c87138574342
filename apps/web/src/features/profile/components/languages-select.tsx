import { Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageSearchDebounceMs, type Language } from '@tabib/contracts/reference-data';
import { textLimits } from '@tabib/contracts/text-limits';
import { useLanguageSearch } from '../api/search-languages';
import { useCurrentLocaleName } from '../hooks/use-locale-name';

interface Props {
  /** Given by Form.Item: the `for` of its label. */
  id?: string;
  value?: Language[];
  onChange?(value: Language[]): void;
  disabled?: boolean;
}

/** Spec 3 section 5: languages searched 500 ms after the last key, a language present once only. */
export function LanguagesSelect({ id, value = [], onChange, disabled }: Props) {
  const { t } = useTranslation('profile');
  const nameOf = useCurrentLocaleName();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(typed.trim()), languageSearchDebounceMs);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const search = useLanguageSearch(query, query !== '');
  const known = new Map([...value, ...(search.data ?? [])].map((language) => [language.code, language]));
  const present = new Set(value.map((language) => language.code));
  // a present language is not offered again (a pick on it would remove it)
  const offered = query ? (search.data ?? []).filter((language) => !present.has(language.code)) : value;
  const options = offered.map((language) => ({ value: language.code, label: language.name[nameOf] }));

  return (
    <Select
      id={id}
      mode="multiple"
      value={[...present]}
      labelRender={({ value: code }) => known.get(String(code))?.name[nameOf] ?? String(code)}
      options={options}
      disabled={disabled}
      showSearch={{
        filterOption: false,
        searchValue: typed,
        onSearch: (text) => setTyped(text.slice(0, textLimits.searchQuery)),
      }}
      onChange={(codes: string[]) => {
        setTyped('');
        onChange?.([...new Set(codes)].flatMap((code) => known.get(code) ?? []));
      }}
      notFoundContent={search.isFetching ? <Spin size="small" /> : null}
      placeholder={t('doctorProfile.languagesPlaceholder')}
      data-testid="profile-languages"
    />
  );
}
