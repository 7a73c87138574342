import type { AppUser } from '@tabib/contracts/users';
import type { UserRow } from '../../db/schema/accounts';

export function presentAppUser(row: UserRow): AppUser {
  return {
    _id: row.id,
    email: row.email,
    phone: row.phone,
    firstName: row.firstName,
    lastName: row.lastName,
    position: row.position ?? 'ASSISTANT',
    lastLoginAt: row.lastSignInAt?.toISOString() ?? null,
    blocked: { status: row.blockedAt !== null, at: row.blockedAt?.toISOString() ?? null },
    allowAll: row.allowAll,
    createdAt: row.createdAt.toISOString(),
  };
}
