import type { MedicalListKind } from '@tabib/contracts/medical-profile';
import { normalizeForSearch, suggestionLimit, type SuggestionItem } from '@tabib/contracts/suggestions';
import type { Executor } from '../../db/client';
import { createSuggestionsRepository } from './suggestions.repository';

export function createSuggestionsService(db: Executor) {
  const repository = createSuggestionsRepository(db);
  return {
    /** Accent-, case- and hamza-insensitive: the query is normalized as search_text was. */
    async search(kind: MedicalListKind, query: string): Promise<SuggestionItem[]> {
      const rows = await repository.search(kind, normalizeForSearch(query), suggestionLimit);
      return rows.map((row) => ({ _id: row.id, name: { fr: row.nameFr, en: row.nameEn, ar: row.nameAr } }));
    },
  };
}

export type SuggestionsService = ReturnType<typeof createSuggestionsService>;
