import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { MedicalListKind } from '@tabib/contracts/medical-profile';
import type { Executor } from '../../db/client';
import { suggestionItems } from '../../db/schema/patient-records';

export function createSuggestionsRepository(db: Executor) {
  return {
    /** Names containing the normalized query (a few hundred rows per list: a scan is cheaper than an index). */
    search(kind: MedicalListKind, normalizedQuery: string, limit: number) {
      const contains = `%${normalizedQuery.replace(/[\\%_]/g, '\\$&')}%`;
      return db
        .select()
        .from(suggestionItems)
        .where(and(eq(suggestionItems.kind, kind), normalizedQuery ? like(suggestionItems.searchText, contains) : undefined))
        .orderBy(
          // names that start with the query first
          sql`case when ${suggestionItems.searchText} like ${`${normalizedQuery.replace(/[\\%_]/g, '\\$&')}%`} then 0 else 1 end`,
          asc(suggestionItems.nameFr),
        )
        .limit(limit);
    },
  };
}
