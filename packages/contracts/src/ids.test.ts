import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idSchema } from './ids';

describe('idSchema', () => {
  it.each([
    '3f2b8c1e-9d4a-4e6b-8f00-1a2b3c4d5e6f',
    '00000000-0000-0000-0000-000000000001',
    'AAAAAAAA-BBBB-CCCC-DDDD-EEEEEEEEEEEE',
  ])('accepts what a uuid column takes: %s', (id) => {
    expect(idSchema.safeParse(id).success).toBe(true);
  });

  it.each([
    '',
    'x',
    'not-a-uuid',
    '../',
    "1' OR '1'='1",
    '3f2b8c1e-9d4a-4e6b-8f00-1a2b3c4d5e6',
    '3f2b8c1e9d4a4e6b8f001a2b3c4d5e6f',
    42,
  ])('refuses %j with validationFailed', (id) => {
    expect(idSchema.safeParse(id).error?.issues[0]?.message).toBe('validationFailed');
  });

  it('says a missing id is required, and documents format uuid', () => {
    expect(z.object({ id: idSchema }).safeParse({}).error?.issues[0]?.message).toBe('validation.required');
    expect(z.toJSONSchema(idSchema)).toMatchObject({ type: 'string', format: 'uuid' });
  });
});
