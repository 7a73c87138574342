import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clinics, type ClinicRow } from '../../db/schema/accounts';

export type ClinicProfileValues = Pick<ClinicRow, 'name' | 'description' | 'phones' | 'email' | 'gallery' | 'cover'>;

export function createClinicProfileRepository(db: Executor) {
  return {
    async byId(clinicId: string): Promise<ClinicRow | undefined> {
      const [row] = await db.select().from(clinics).where(eq(clinics.id, clinicId)).limit(1);
      return row;
    },

    /**
     * Saves the profile over the one read under a row lock, if every image the caller kept is
     * still there (a concurrent save may have removed one): answers the row it replaced, or
     * 'stale' (nothing written), or undefined without the clinic.
     */
    async replace(clinicId: string, values: ClinicProfileValues, kept: string[]): Promise<ClinicRow | 'stale' | undefined> {
      return db.transaction(async (tx) => {
        const [previous] = await tx.select().from(clinics).where(eq(clinics.id, clinicId)).for('update');
        if (!previous) return undefined;
        const stored = new Set([...previous.gallery, ...(previous.cover ? [previous.cover] : [])]);
        if (kept.some((key) => !stored.has(key))) return 'stale';
        await tx
          .update(clinics)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(clinics.id, clinicId));
        return previous;
      });
    },
  };
}
