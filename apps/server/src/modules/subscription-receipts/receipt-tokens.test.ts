import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../test/test-database';
import { createReceiptTokens } from './receipt-tokens';

describe('receipt tokens', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.close());

  it('name the exchange they were made for, and nothing once altered', async () => {
    const tokens = createReceiptTokens(database.db);
    await tokens.ready();
    const exchangeId = randomUUID();
    const token = await tokens.tokenFor(exchangeId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await tokens.read(token)).toBe(exchangeId);
    // Another process reads the same key from the database.
    expect(await createReceiptTokens(database.db).read(token)).toBe(exchangeId);

    const flipped = `${token.slice(0, 5)}${token[5] === 'A' ? 'B' : 'A'}${token.slice(6)}`;
    for (const altered of [flipped, `${token}A`, token.slice(1), '', 'not a token']) {
      expect(await tokens.read(altered)).toBeNull();
    }
  });
});
