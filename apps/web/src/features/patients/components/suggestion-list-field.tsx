import { useEffect, useMemo, useState } from 'react';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MedicalListItem, MedicalListKind } from '@tabib/contracts/medical-profile';
import { suggestionDebounceMs, type SuggestionItem } from '@tabib/contracts/suggestions';
import { textLimits } from '@tabib/contracts/text-limits';
import { useSuggestions } from '../api/search-suggestions';

interface SuggestionListFieldProps {
  kind: MedicalListKind;
  /** Given by Form.Item: the `for` of its label. */
  id?: string;
  value?: MedicalListItem[];
  onChange?(value: MedicalListItem[]): void;
  disabled?: boolean;
}

const suggestionValue = (id: string) => `suggestion:${id}`;

/** The name in the interface language, French as the fallback (spec 2 section 3). */
export function localizedName(item: SuggestionItem, language: string): string {
  const name = item.name[language as 'fr' | 'en' | 'ar'];
  return name || item.name.fr;
}

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * A medical list (spec 2 section 2.5): reference names suggested as the user types (500 ms
 * after the last key), or any free name added with Enter.
 */
export function SuggestionListField({ id, kind, value = [], onChange, disabled }: SuggestionListFieldProps) {
  const { t, i18n } = useTranslation('patients');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const query = useDebounced(search.trim().slice(0, textLimits.searchQuery), suggestionDebounceMs);
  const suggestions = useSuggestions(kind, query, open);

  const options = useMemo(
    () =>
      (suggestions.data ?? []).map((item) => ({
        value: suggestionValue(item._id),
        label: localizedName(item, i18n.language),
      })),
    [suggestions.data, i18n.language],
  );
  const selected = value.map((item) => ({ value: item._id ? suggestionValue(item._id) : item.name, label: item.name }));

  return (
    <Select
      id={id}
      mode="tags"
      labelInValue
      value={selected}
      disabled={disabled}
      placeholder={t('profile.searchPlaceholder')}
      showSearch={{
        filterOption: false,
        // what is typed may become a free name of the list: bounded as one
        onSearch: (text) => setSearch(text.slice(0, textLimits.medicalListItem)),
        searchValue: search,
      }}
      onOpenChange={setOpen}
      options={options}
      notFoundContent={suggestions.isFetching ? <Spin size="small" /> : t('profile.noSuggestion')}
      onChange={(next: { value: string; label?: React.ReactNode }[]) => {
        setSearch('');
        onChange?.(
          next.map((entry) => {
            const id = entry.value.startsWith('suggestion:') ? entry.value.slice('suggestion:'.length) : null;
            const label = typeof entry.label === 'string' ? entry.label : entry.value;
            return { _id: id, name: id ? label : entry.value };
          }),
        );
      }}
      style={{ width: '100%' }}
      data-testid={`profile-${kind}`}
    />
  );
}
