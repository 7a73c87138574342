import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/accounts';

export function createAvatarsRepository(db: Executor) {
  return {
    /** Sets the picture and answers the one it replaced (read under a row lock, so two uploads each get their own predecessor). */
    async replacePicture(userId: string, picture: string): Promise<{ previous: string | null } | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select({ picture: users.picture }).from(users).where(eq(users.id, userId)).for('update');
        if (!row) return undefined;
        await tx.update(users).set({ picture, updatedAt: new Date() }).where(eq(users.id, userId));
        return { previous: row.picture };
      });
    },
  };
}
