import type { z } from 'zod';
import { appointmentTypes, practiceTimeZone, type AppointmentType } from '@tabib/contracts/appointments';
import { isBookable } from '@tabib/contracts/consultation-reasons';
import type { PublicBookingSetting } from '@tabib/contracts/preferences';
import {
  publicBookingPagePath,
  type freeSlotsQuerySchema,
  type FreeSlotsResponse,
  type PublicDoctorResponse,
} from '@tabib/contracts/public-booking';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/accounts';
import { AppError } from '../../lib/app-error';
import { pgErrorOf, uniqueViolation } from '../../lib/pg-errors';
import { practiceDay, practiceDayBounds } from '../../lib/practice-time';
import { isUuid } from '../../lib/uuid';
import { assertMay } from '../practice/practice.policy';
import type { PracticeService } from '../practice/practice.service';
import { bookingSlugBaseOf, firstFreeSlug } from './booking-slug';
import { addDays, freeSlotsOf } from './free-slots';
import { createBookingSlugRepository, createPublicBookingRepository, type SpecialityJson } from './public-booking.repository';

interface Deps {
  db: Database;
  practice: PracticeService;
  now?: () => Date;
}

const place = (row: { id: string; nameFr: string; nameEn: string; nameAr: string } | null) =>
  row ? { _id: row.id, name: { fr: row.nameFr, en: row.nameEn, ar: row.nameAr } } : null;
const speciality = (row: SpecialityJson) => ({ _id: row.id, title: { fr: row.titleFr, en: row.titleEn, ar: row.titleAr } });

/** The types a patient may book: the week's, visio only while the doctor may hold teleconsultations. */
const bookableTypes = (weekTypes: readonly AppointmentType[], telemedicineAllowed: boolean) =>
  appointmentTypes.filter((type) => weekTypes.includes(type) && (type !== 'visio' || telemedicineAllowed));

const slugAttempts = 5;

/** Issue 15: the patient's booking page (read side) and the doctor's switch of it. */
export function createPublicBookingService({ db, practice, now = () => new Date() }: Deps) {
  const repository = createPublicBookingRepository(db);
  const slugs = createBookingSlugRepository(db);

  const presentSetting = (row: { enabled: boolean; slug: string | null } | undefined): PublicBookingSetting => ({
    enabled: row?.enabled ?? false,
    slug: row?.slug ?? null,
    path: row?.slug ? publicBookingPagePath(row.slug) : null,
  });

  /** The doctor whose page the actor switches: the profile's rights (DOC-ALL changes, others read). */
  async function doctorOf(actor: UserRow, access: 'read' | 'change') {
    assertMay(actor, 'profile.edit', access);
    return (await practice.scopeOf(actor)).doctor;
  }

  return {
    async page(slug: string): Promise<PublicDoctorResponse> {
      const row = await repository.findPage(slug);
      if (!row || !row.slug) throw new AppError(404, 'notFound');
      const types = bookableTypes(row.types, row.telemedicineAllowed);
      return {
        success: true,
        timeZone: practiceTimeZone,
        doctor: {
          slug: row.slug,
          title: row.title,
          firstName: row.firstName,
          lastName: row.lastName,
          picture: row.picture,
          specialities: row.specialities.map(speciality),
          office: {
            address1: row.address1 ?? '',
            state: place(row.state),
            city: place(row.city),
            position: row.latitude != null && row.longitude != null ? { lat: row.latitude, lng: row.longitude } : null,
          },
          types,
          reasons: row.reasons
            .filter(isBookable)
            .map((reason) => ({ _id: reason.id, title: reason.title, duration: reason.duration, types })),
        },
      };
    },

    async freeSlots(slug: string, query: z.output<typeof freeSlotsQuerySchema>): Promise<FreeSlotsResponse> {
      const at = now();
      const today = practiceDay(at);
      const fromDay = query.from && query.from > today ? query.from : today;
      const days = query.weeks * 7;
      const toDay = addDays(fromDay, days - 1);
      const loaded = await repository.loadSlots({
        slug,
        reasonId: isUuid(query.reason) ? query.reason : null,
        from: practiceDayBounds(fromDay).start,
        to: practiceDayBounds(toDay).end,
        fromDay,
        toDay,
      });
      if (!loaded) throw new AppError(404, 'notFound');
      const reason = loaded.reason && isBookable(loaded.reason) ? loaded.reason : null;
      if (!reason) throw new AppError(400, 'InvalidConsultationReason');
      if (query.type === 'visio' && !loaded.telemedicineAllowed)
        throw new AppError(403, 'DoctorTeleconsultationUnauthorizedAction');

      const free = freeSlotsOf({
        blocks: loaded.blocks,
        daysOff: loaded.daysOff,
        vacancies: loaded.vacancies,
        busy: loaded.busy,
        duration: reason.duration,
        type: query.type,
        now: at,
        from: fromDay,
        days,
      });
      return {
        success: true,
        reason: reason.id,
        type: query.type,
        duration: reason.duration,
        timeZone: practiceTimeZone,
        from: fromDay,
        to: toDay,
        days: free.map(({ day, slots }) => ({
          day,
          slots: slots.map((slot) => ({ startAt: slot.startAt.toISOString(), endAt: slot.endAt.toISOString() })),
        })),
      };
    },

    /** The switch and address of the practice doctor's page, as the preferences show them. */
    async setting(actor: UserRow): Promise<PublicBookingSetting> {
      const doctor = await doctorOf(actor, 'read');
      return presentSetting(await slugs.settingOf(doctor.id));
    },

    /**
     * Turns the page on or off. The first time it is turned on the doctor gets a slug, kept for
     * good (also when turned off): a doctor taking the same slug at the same moment makes the
     * unique index refuse one of the two, which tries the next free one.
     */
    async setEnabled(actor: UserRow, enabled: boolean): Promise<PublicBookingSetting> {
      const doctor = await doctorOf(actor, 'change');
      for (let attempt = 1; ; attempt++) {
        const current = await slugs.settingOf(doctor.id);
        let slug: string | null = null;
        if (enabled && !current?.slug) {
          const base = bookingSlugBaseOf(doctor);
          slug = firstFreeSlug(base, await slugs.slugsLike(base));
        }
        try {
          return presentSetting(await slugs.setSwitch(doctor.id, enabled, slug));
        } catch (error) {
          if (attempt >= slugAttempts || pgErrorOf(error).code !== uniqueViolation) throw error;
        }
      }
    },
  };
}

export type PublicBookingService = ReturnType<typeof createPublicBookingService>;
