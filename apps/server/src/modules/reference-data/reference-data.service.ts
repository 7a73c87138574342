import type { Language, State, StateWithCities } from '@tabib/contracts/reference-data';
import { languageSearchLimit } from '@tabib/contracts/reference-data';
import { normalizeForSearch } from '@tabib/contracts/suggestions';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import { presentSpeciality } from '../profile/profile.presenter';
import { presentCity, presentLanguage, presentState } from './reference-data.presenter';
import { createReferenceDataRepository } from './reference-data.repository';

/** Wilayas, communes, languages and specialities: rows written by migrations only, so read once and kept. */
export function createReferenceDataService(db: Executor) {
  const repository = createReferenceDataRepository(db);
  let languagesOnce: Promise<{ language: Language; searchable: string }[]> | undefined;
  let statesOnce: Promise<State[]> | undefined;

  const allLanguages = () =>
    (languagesOnce ??= repository.listLanguages().then((rows) =>
      rows.map((row) => {
        const language = presentLanguage(row);
        return {
          language,
          searchable: normalizeForSearch([row.code, language.name.fr, language.name.en, language.name.ar].join(' | ')),
        };
      }),
    ));

  const allStates = () => (statesOnce ??= repository.listStates().then((rows) => rows.map(presentState)));

  return {
    async specialities() {
      return (await repository.listSpecialities()).map(presentSpeciality);
    },
    states: allStates,
    async citiesOf(stateId: string) {
      if (!(await allStates()).some((state) => state._id === stateId)) throw new AppError(404, 'notFound');
      return (await repository.listCities(stateId)).map(presentCity);
    },
    async statesWithCities(): Promise<StateWithCities[]> {
      const [states, cities] = await Promise.all([allStates(), repository.listCities()]);
      return states.map((state) => ({ ...state, cities: cities.filter((city) => city.stateId === state._id).map(presentCity) }));
    },
    /** Names in any of the three locales, accent- and case-insensitive; names starting with the text first. */
    async searchLanguages(query: string): Promise<Language[]> {
      const text = normalizeForSearch(query);
      const all = await allLanguages();
      if (!text) return all.slice(0, languageSearchLimit).map((entry) => entry.language);
      const matches = all.filter((entry) => entry.searchable.includes(text));
      const startsWith = (entry: (typeof all)[number]) => entry.searchable.split(' | ').some((name) => name.startsWith(text));
      return [...matches.filter(startsWith), ...matches.filter((entry) => !startsWith(entry))]
        .slice(0, languageSearchLimit)
        .map((entry) => entry.language);
    },
    /** `executor`: a caller's transaction (PGlite deadlocks on the outer handle inside one). */
    findSpeciality: async (id: string, executor: Executor = db) =>
      isUuid(id) ? createReferenceDataRepository(executor).findSpeciality(id) : undefined,
    findCity: (stateId: string, cityId: string, executor: Executor = db) =>
      createReferenceDataRepository(executor).findCity(stateId, cityId),
    /** Languages of the given codes, in the given order; unknown codes are left out. */
    async languagesOf(codes: string[]): Promise<Language[]> {
      const byCode = new Map((await allLanguages()).map((entry) => [entry.language.code, entry.language]));
      return codes.flatMap((code) => byCode.get(code) ?? []);
    },
  };
}

export type ReferenceDataService = ReturnType<typeof createReferenceDataService>;
