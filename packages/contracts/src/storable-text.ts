import { z } from 'zod';

export const unstorableTextMessage = 'validation.unstorableText';

/**
 * PostgreSQL refuses U+0000 in text and jsonb, and a lone UTF-16 surrogate has no UTF-8 form
 * (the driver would store U+FFFD in its place): neither may reach the database.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (text: string) => !unstorable.test(text);

/** Path of the first string (value or object key) of a parsed request that cannot be stored; null when all can. */
export function findUnstorableText(value: unknown, path: PropertyKey[] = []): PropertyKey[] | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return [...path, key];
      const found = findUnstorableText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Runs before a request schema (`storableInputSchema.pipe(schema)`): one check for every string
 * of every request, whatever the schema declares, including loose bodies parsed later.
 */
export const storableInputSchema = z.unknown().superRefine((value, context) => {
  const path = findUnstorableText(value);
  if (path) context.addIssue({ code: 'custom', path, message: unstorableTextMessage });
});
