import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../../db/client';
import { proofOfWorkSolutions } from '../../db/schema/public-guards';
import { testConfig } from '../../test/test-app';
import { openTestDatabase, testBackends } from '../../test/test-database';
import { createProofOfWork, type ProofOfWork } from './proof-of-work';

describe.each(testBackends())('the proof of work across processes on %s', (backend) => {
  let database: DatabaseHandle & { url?: string };
  /** The second process's own connections (PGlite is one process: the same handle). */
  let other: DatabaseHandle;
  let first: ProofOfWork;
  let second: ProofOfWork;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    other = backend === 'postgres' ? openPostgres(database.url!) : database;
    first = createProofOfWork({ db: database.db, config: testConfig });
    second = createProofOfWork({ db: other.db, config: testConfig });
    await Promise.all([first.ready(), second.ready()]);
  });
  afterAll(async () => {
    if (other !== database) await other.close();
    await database.close();
  });

  async function solved(by: ProofOfWork) {
    const challenge = await by.challenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  it('accepts a solution once in every process, and deletes the solutions whose challenge expired long ago', async () => {
    const longExpired = { signature: 'long-expired', expiresAt: new Date(Date.now() - 11 * 60_000) };
    const justExpired = { signature: 'just-expired', expiresAt: new Date(Date.now() - 60_000) };
    await database.db.insert(proofOfWorkSolutions).values([longExpired, justExpired]);

    const payload = await solved(first);
    await second.accept(payload);
    await expect(first.accept(payload)).rejects.toMatchObject({ statusCode: 400, code: 'proofOfWorkInvalid' });
    await expect(second.accept(payload)).rejects.toMatchObject({ code: 'proofOfWorkInvalid' });

    const kept = await database.db.select({ signature: proofOfWorkSolutions.signature }).from(proofOfWorkSolutions);
    expect(kept.map((row) => row.signature).sort()).toEqual(
      [JSON.parse(Buffer.from(payload, 'base64').toString()).challenge.signature, 'just-expired'].sort(),
    );
  });
});
