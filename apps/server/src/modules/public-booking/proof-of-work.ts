import { lt } from 'drizzle-orm';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { proofOfWorkSolutions } from '../../db/schema/public-guards';
import { AppError } from '../../lib/app-error';
import { createServerSecret } from '../../lib/server-secrets';

const algorithm = 'PBKDF2/SHA-256';
/** A challenge must be solved and sent within this time. */
const lifetimeMs = 10 * 60_000;
/** How often each process deletes the solutions of expired challenges. */
const sweepEveryMs = 10 * 60_000;

function payloadOf(encoded: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Payload;
    return payload?.challenge?.parameters && payload.solution ? payload : null;
  } catch {
    return null;
  }
}

/**
 * The booking form's bot check (ALTCHA v2, self-hosted). The server picks the counter the
 * browser must reach (deterministic mode), so checking a solution costs one derivation. An
 * accepted solution is remembered until its challenge expires: a second use is refused, in
 * every process, by the primary key. Once its challenge has expired (a lifetime ago: margin for
 * the processes' clocks) no process would accept it any more, and its row goes.
 */
export function createProofOfWork({ db, config }: { db: Executor; config: Pick<AppConfig, 'proofOfWork'> }) {
  const signatureKey = createServerSecret(db, 'proof-of-work');
  const derivedKeyKey = createServerSecret(db, 'proof-of-work-keys');
  const secrets = async () => ({
    hmacSignatureSecret: (await signatureKey()).toString('base64'),
    hmacKeySignatureSecret: (await derivedKeyKey()).toString('base64'),
  });
  const { cost, maxCounter } = config.proofOfWork;
  let lastSweep = Number.NEGATIVE_INFINITY;

  return {
    /** Reads or makes the keys (at start). */
    ready: async () => void (await secrets()),

    async challenge(now = new Date()): Promise<Challenge> {
      return createChallenge({
        algorithm,
        cost,
        counter: randomInt(Math.ceil(maxCounter / 2), maxCounter),
        deriveKey,
        expiresAt: new Date(now.getTime() + lifetimeMs),
        ...(await secrets()),
      });
    },

    /** Throws proofOfWorkInvalid unless the payload solves a challenge of ours, unexpired, never used. */
    async accept(encoded: string) {
      const payload = payloadOf(encoded);
      if (!payload?.challenge.signature) throw new AppError(400, 'proofOfWorkInvalid');
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        ...(await secrets()),
      });
      if (!result.verified) throw new AppError(400, 'proofOfWorkInvalid');
      const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000);
      const fresh = await db
        .insert(proofOfWorkSolutions)
        .values({ signature: payload.challenge.signature, expiresAt })
        .onConflictDoNothing()
        .returning({ signature: proofOfWorkSolutions.signature });
      if (fresh.length === 0) throw new AppError(400, 'proofOfWorkInvalid');
      if (Date.now() - lastSweep >= sweepEveryMs) {
        lastSweep = Date.now();
        await db.delete(proofOfWorkSolutions).where(lt(proofOfWorkSolutions.expiresAt, new Date(lastSweep - lifetimeMs)));
      }
    },
  };
}

export type ProofOfWork = ReturnType<typeof createProofOfWork>;
