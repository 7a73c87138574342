import { z } from 'zod';
import type { MedicalListKind } from './medical-profile';
import { textLimits } from './text-limits';

/** Spec 2 section 3: a reference name per locale (French as the fallback). */
export const suggestionItemSchema = z.object({
  _id: z.string(),
  name: z.object({ fr: z.string(), en: z.string().nullable(), ar: z.string().nullable() }),
});
export type SuggestionItem = z.infer<typeof suggestionItemSchema>;

export const suggestionLimit = 20;
export const suggestionDebounceMs = 500;

/** GET /common/<list>?query= , answered keyed by the list's name. */
export const suggestionPaths = {
  chronicDiseases: '/common/chronic-diseases',
  medicines: '/common/medicines',
  surgeries: '/common/surgeries',
  allergies: '/common/allergies',
} as const satisfies Record<MedicalListKind, string>;

export const suggestionQuerySchema = z.object({ query: z.string().trim().max(textLimits.searchQuery).default('') });
const answer = <K extends MedicalListKind>(kind: K) =>
  z
    .object({ success: z.literal(true) })
    .extend({ [kind]: z.array(suggestionItemSchema) } as Record<K, z.ZodArray<typeof suggestionItemSchema>>);
export const suggestionResponseSchemas = {
  chronicDiseases: answer('chronicDiseases'),
  medicines: answer('medicines'),
  surgeries: answer('surgeries'),
  allergies: answer('allergies'),
};

/** Accent-, case- and hamza-insensitive form used to store and to search names. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/\s+/g, ' ')
    .trim();
}
