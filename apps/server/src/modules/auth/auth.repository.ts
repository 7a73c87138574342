import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { passwordResetTokens, sessions } from '../../db/schema/auth';

/** An assistant acts only for its employer: blocking or deleting the doctor shuts the assistant out too. */
const employer = alias(users, 'employer');

function prepareLiveSession(db: Executor) {
  return db
    .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, user: users, employer })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(employer, eq(employer.id, users.employerDoctorId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.blockedAt),
        isNull(users.deletedAt),
        isNull(employer.blockedAt),
        isNull(employer.deletedAt),
      ),
    )
    .limit(1)
    .prepare('auth_find_live_session');
}

export function createAuthRepository(db: Executor) {
  let preparedLiveSession: ReturnType<typeof prepareLiveSession> | undefined;
  return {
    async findUserByEmail(email: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.email, email), isNull(users.deletedAt)))
        .limit(1);
      return row;
    },

    async findUserById(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    async createSession(session: { userId: string; tokenHash: string; expiresAt: Date }) {
      await db.insert(sessions).values(session);
    },

    /** Run on every authenticated request: a prepared statement (docs/performance.md, finding 2). */
    async findLiveSession(tokenHash: string, now: Date) {
      preparedLiveSession ??= prepareLiveSession(db);
      const [row] = await preparedLiveSession.execute({ tokenHash, now });
      return row;
    },

    async revokeSession(sessionId: string) {
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
    },

    async revokeSessionsOfUser(userId: string, exceptSessionId?: string) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
          ),
        );
    },

    async updateUser(userId: string, changes: Partial<typeof users.$inferInsert>) {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      return row!;
    },

    async createResetToken(token: { userId: string; tokenHash: string; expiresAt: Date }) {
      await db.insert(passwordResetTokens).values(token);
    },

    /** Inside a transaction: one reset request per account at a time, so the per-window count cannot be raced past. */
    async lockUserForResetTokens(userId: string) {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    async countResetTokensSince(userId: string, since: Date) {
      const [row] = await db
        .select({ issued: count() })
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, since)));
      return row?.issued ?? 0;
    },

    async retireResetTokensOfUser(userId: string) {
      await db
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },

    async findUsableResetToken(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ userId: passwordResetTokens.userId })
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        );
      return row;
    },

    /** Marks the token used and returns its owner, only if it was unused and unexpired: one statement, so a link works once. */
    async consumeResetToken(tokenHash: string, now: Date) {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return row;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
