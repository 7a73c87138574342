import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findUnstorableText, isStorableText, storableInputSchema, unstorableTextMessage } from './storable-text';

describe('isStorableText', () => {
  it.each(['', 'Amine Benali', 'أمين بن علي', 'emoji 😷 ok', 'tab\tand\nnewline', '\u0001\u001f'])('accepts %j', (text) => {
    expect(isStorableText(text)).toBe(true);
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a lone high surrogate', 'a\uD83Db'],
    ['a lone high surrogate at the end', 'abc\uD83D'],
    ['a lone low surrogate', '\uDE37abc'],
    ['two low surrogates', '\uDE37\uDE37'],
  ])('refuses %s', (_, text) => {
    expect(isStorableText(text)).toBe(false);
  });
});

describe('findUnstorableText', () => {
  it('walks objects and arrays, keys included, and gives the path of the first refusal', () => {
    expect(findUnstorableText({ a: 'ok', b: [1, null, true, { c: 'ok' }] })).toBeNull();
    expect(findUnstorableText({ a: 'ok', b: [{ c: 'ok' }, { c: 'x\u0000' }] })).toEqual(['b', 1, 'c']);
    expect(findUnstorableText({ list: [{ ['k\u0000']: 1 }] })).toEqual(['list', 0, 'k\u0000']);
    expect(findUnstorableText('\uD800')).toEqual([]);
  });
});

describe('storableInputSchema', () => {
  const schema = storableInputSchema.pipe(z.object({ name: z.string().min(3) }));

  it('refuses before the schema runs, with the path and the translation key', () => {
    const result = schema.safeParse({ name: 'a\u0000', extra: 1 });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['name'], message: unstorableTextMessage })]);
  });

  it('leaves everything else to the schema', () => {
    expect(schema.parse({ name: 'Lina' })).toEqual({ name: 'Lina' });
    expect(schema.safeParse({ name: 'Li' }).error?.issues[0]?.path).toEqual(['name']);
  });
});
