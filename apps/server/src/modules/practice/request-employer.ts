import type { UserRow } from '../../db/schema/accounts';

/**
 * An assistant's employer as the session lookup read it, with the account, for the rest of the
 * same request: the practice scope then needs no second read of it (docs/performance.md,
 * "Statements per operation"). Keyed by the request's own account row, so it lives as long as
 * that request and is never shared with another.
 */
const employers = new WeakMap<UserRow, UserRow>();

export function rememberEmployer(assistant: UserRow, employer: UserRow) {
  employers.set(assistant, employer);
}

export function rememberedEmployer(assistant: UserRow): UserRow | undefined {
  return employers.get(assistant);
}
