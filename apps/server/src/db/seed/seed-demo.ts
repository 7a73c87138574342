import { count, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { clinics, users } from '../schema/accounts';
import { doctorSpecialities, specialities } from '../schema/reference-data';
import { hashPassword } from '../../lib/passwords';
import { bookingSlugBaseOf, firstFreeSlug } from '../../modules/public-booking/booking-slug';
import { demoAccounts, demoClinicName, demoPassword } from './demo-accounts';
import { seedDemoCalendar } from './demo-calendar';
import { seedDemoPayments } from './demo-payments';
import { seedDemoProfiles } from './demo-profiles';
import { seedDemoSubscriptions } from './demo-subscriptions';

/** Seeds the demo practice when the database has no account yet. Returns whether it did. */
export async function seedDemoIfEmpty(db: Database): Promise<boolean> {
  const [existing] = await db.select({ total: count() }).from(users);
  if ((existing?.total ?? 0) > 0) return false;

  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    const [clinic] = await tx.insert(clinics).values({ name: demoClinicName }).returning();
    const idsByEmail = new Map<string, string>();
    const codes = demoAccounts.flatMap((account) => account.specialities ?? []);
    const specialityIds = new Map(
      (await tx.select().from(specialities).where(inArray(specialities.code, codes))).map((row) => [row.code, row.id]),
    );
    const slugs: string[] = [];
    for (const { who: _who, inClinic, employer, specialities: specialityCodes = [], ...account } of demoAccounts) {
      // Demo doctors past their first sign-in have their public booking page on (issue 15).
      const bookingSlug =
        account.kind === 'doctor' && account.acceptTerms
          ? firstFreeSlug(bookingSlugBaseOf({ id: '', title: 'Dr', ...account }), slugs)
          : null;
      if (bookingSlug) slugs.push(bookingSlug);
      const [row] = await tx
        .insert(users)
        .values({
          ...account,
          passwordHash,
          clinicId: inClinic ? clinic!.id : null,
          employerDoctorId: employer ? idsByEmail.get(employer) : null,
          bookingSlug,
          publicBookingEnabled: bookingSlug !== null,
        })
        .returning({ id: users.id });
      idsByEmail.set(account.email, row!.id);
      for (const code of specialityCodes) {
        await tx.insert(doctorSpecialities).values({ doctorId: row!.id, specialityId: specialityIds.get(code)! });
      }
    }
    await seedDemoProfiles(tx, idsByEmail);
    await seedDemoCalendar(tx);
    await seedDemoPayments(tx);
    const independentDoctors = demoAccounts
      .filter((account) => account.kind === 'doctor' && !account.inClinic)
      .map((account) => account.email);
    await seedDemoSubscriptions(tx, idsByEmail, independentDoctors, clinic!.id);
  });
  return true;
}
