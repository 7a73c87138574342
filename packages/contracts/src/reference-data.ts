import { z } from 'zod';
import { localizedTextSchema } from './consultation-reasons';
import { specialitySchema } from './specialities';
import { textLimits } from './text-limits';

/** Spec 3 section 3: a wilaya (id '01'..'58') and a commune (its official code), named per locale. */
export const stateSchema = z.object({ _id: z.string(), name: localizedTextSchema });
export type State = z.infer<typeof stateSchema>;
export const citySchema = z.object({ _id: z.string(), name: localizedTextSchema });
export type City = z.infer<typeof citySchema>;
export const stateWithCitiesSchema = stateSchema.extend({ cities: z.array(citySchema) });
export type StateWithCities = z.infer<typeof stateWithCitiesSchema>;

/** A spoken language: ISO 639-1 code (plus 'kab'), its name per locale; the web shows the current one. */
export const languageSchema = z.object({ code: z.string(), name: localizedTextSchema });
export type Language = z.infer<typeof languageSchema>;

export const languageSearchLimit = 20;
export const languageSearchDebounceMs = 500;
export const languageQuerySchema = z.object({ query: z.string().trim().max(textLimits.searchQuery).default('') });

export const referenceDataPaths = {
  doctorSpecialities: '/doctors/specialities',
  specialities: '/common/specialities',
  states: '/common/states',
  cities: '/common/states/:id/cities',
  stateWithCities: '/common/state-with-cities',
  languages: '/common/languages',
} as const;

export const specialitiesResponseSchema = z.object({ success: z.literal(true), specialities: z.array(specialitySchema) });
export const statesResponseSchema = z.object({ success: z.literal(true), states: z.array(stateSchema) });
export const citiesResponseSchema = z.object({ success: z.literal(true), cities: z.array(citySchema) });
export const stateWithCitiesResponseSchema = z.object({ success: z.literal(true), states: z.array(stateWithCitiesSchema) });
export const languagesResponseSchema = z.object({ success: z.literal(true), languages: z.array(languageSchema) });
