import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { serverSecrets } from '../db/schema/public-guards';

/**
 * A key the server makes for itself the first time it needs it and keeps in the database, so
 * that every process signs and checks with the same one and a restart keeps links valid.
 * Load it at start (buildApp), outside any transaction: a key read inside one that then rolls
 * back would be kept here but not in the database.
 */
export function createServerSecret(db: Executor, name: string) {
  let value: Promise<Buffer> | undefined;
  async function loadOrCreate() {
    await db
      .insert(serverSecrets)
      .values({ name, value: randomBytes(32).toString('base64') })
      .onConflictDoNothing();
    const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
    return Buffer.from(row!.value, 'base64');
  }
  return () => {
    value ??= loadOrCreate().catch((error: unknown) => {
      value = undefined;
      throw error;
    });
    return value;
  };
}
