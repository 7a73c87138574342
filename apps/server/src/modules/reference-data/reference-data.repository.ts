import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cities, languages, specialities, states } from '../../db/schema/reference-data';

export type StateRow = typeof states.$inferSelect;
export type CityRow = typeof cities.$inferSelect;
export type LanguageRow = typeof languages.$inferSelect;

export function createReferenceDataRepository(db: Executor) {
  return {
    listSpecialities: () => db.select().from(specialities).orderBy(asc(specialities.order)),
    listStates: () => db.select().from(states).orderBy(asc(states.id)),
    listCities: (stateId?: string) =>
      db
        .select()
        .from(cities)
        .where(stateId === undefined ? undefined : eq(cities.stateId, stateId))
        .orderBy(asc(cities.nameFr)),
    listLanguages: () => db.select().from(languages).orderBy(asc(languages.nameEn)),
    async findSpeciality(id: string) {
      const [row] = await db.select().from(specialities).where(eq(specialities.id, id)).limit(1);
      return row;
    },
    async findCity(stateId: string, cityId: string) {
      const [row] = await db
        .select()
        .from(cities)
        .where(and(eq(cities.id, cityId), eq(cities.stateId, stateId)))
        .limit(1);
      return row;
    },
  };
}
