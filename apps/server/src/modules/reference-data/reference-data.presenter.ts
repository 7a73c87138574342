import type { City, Language, State } from '@tabib/contracts/reference-data';
import type { CityRow, LanguageRow, StateRow } from './reference-data.repository';

export const presentState = (row: StateRow): State => ({ _id: row.id, name: { fr: row.nameFr, en: row.nameEn, ar: row.nameAr } });
export const presentCity = (row: CityRow): City => ({ _id: row.id, name: { fr: row.nameFr, en: row.nameEn, ar: row.nameAr } });
export const presentLanguage = (row: LanguageRow): Language => ({
  code: row.code,
  name: { fr: row.nameFr, en: row.nameEn, ar: row.nameAr },
});
