import { hash, verify } from '@node-rs/argon2';

// argon2id (the library default algorithm) with OWASP's recommended memory and time costs.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

/** Verifying against this when the account does not exist keeps sign-in timing the same. */
export const dummyPasswordHash = hashPassword('Dummy.pass1');
