import type { z } from 'zod';
import { appointmentTypes, practiceTimeZone, type AppointmentType } from '@tabib/contracts/appointments';
import { isBookable } from '@tabib/contracts/consultation-reasons';
import type { PublicBookingSetting } from '@tabib/contracts/preferences';
import { toE164 } from '@tabib/contracts/phone';
import {
  publicBookingPagePath,
  type CancelLinkResponse,
  type PublicBookingResponse,
  type freeSlotsQuerySchema,
  type FreeSlotsResponse,
  type PublicDoctorResponse,
} from '@tabib/contracts/public-booking';
import { publicBookingBodySchema } from '@tabib/contracts/public-booking-input';
import type { Database } from '../../db/client';
import { publishEvent } from '../../events/event-log';
import type { CalendarAnswerCache } from '../../lib/calendar-answer-cache';
import type { UserRow } from '../../db/schema/accounts';
import { AppError } from '../../lib/app-error';
import { pgErrorOf, uniqueViolation } from '../../lib/pg-errors';
import { practiceDay, practiceDayBounds } from '../../lib/practice-time';
import { isUuid } from '../../lib/uuid';
import type { AppointmentsService } from '../appointments/appointments.service';
import { codeOfIssues } from '../appointments/booking-rules';
import { assertMay } from '../practice/practice.policy';
import type { PracticeService } from '../practice/practice.service';
import { bookingSlugBaseOf, firstFreeSlug } from './booking-slug';
import type { CancelLinks } from './cancel-links';
import type { ProofOfWork } from './proof-of-work';
import { createPublicRateLimits } from './public-rate-limits';
import { addDays, freeSlotsOf } from './free-slots';
import { createBookingSlugRepository, createPublicBookingRepository, type SpecialityJson } from './public-booking.repository';

interface Deps {
  db: Database;
  practice: PracticeService;
  appointments: Pick<AppointmentsService, 'bookForPatient' | 'cancelForPatient'>;
  cancelLinks: CancelLinks;
  proofOfWork: ProofOfWork;
  /** The free slots' answers, dropped by the doctor's changes (app.ts, services.ts). */
  freeSlotsCache: CalendarAnswerCache;
  now?: () => Date;
}

/**
 * A cached answer is also dropped after this long, whatever happened: a change that no event
 * names (a row edited by hand) is then seen within it.
 */
const freeSlotsMaxAgeMs = 5 * 60_000;

const place = (row: { id: string; nameFr: string; nameEn: string; nameAr: string } | null) =>
  row ? { _id: row.id, name: { fr: row.nameFr, en: row.nameEn, ar: row.nameAr } } : null;
const speciality = (row: SpecialityJson) => ({ _id: row.id, title: { fr: row.titleFr, en: row.titleEn, ar: row.titleAr } });

/** The types a patient may book: the week's, visio only while the doctor may hold teleconsultations. */
const bookableTypes = (weekTypes: readonly AppointmentType[], telemedicineAllowed: boolean) =>
  appointmentTypes.filter((type) => weekTypes.includes(type) && (type !== 'visio' || telemedicineAllowed));

const slugAttempts = 5;

/** Issue 15: the patient's booking page (read side) and the doctor's switch of it. */
export function createPublicBookingService({
  db,
  practice,
  appointments,
  cancelLinks,
  proofOfWork,
  freeSlotsCache,
  now = () => new Date(),
}: Deps) {
  const repository = createPublicBookingRepository(db);
  const slugs = createBookingSlugRepository(db);
  const limits = createPublicRateLimits(db);

  /** The appointment a cancel link names, or cancelLinkInvalid. */
  async function linked(token: string) {
    const link = await cancelLinks.read(token);
    const found = link && (await repository.findLinkedAppointment(link.appointmentId));
    if (!link || !found) throw new AppError(404, 'cancelLinkInvalid');
    return { link, found };
  }

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

  /** The free slots from `fromDay` for the query's weeks, with the doctor and range they were read from. */
  async function readFreeSlots(slug: string, query: z.output<typeof freeSlotsQuerySchema>, at: Date, fromDay: string) {
    const days = query.weeks * 7;
    const toDay = addDays(fromDay, days - 1);
    const from = practiceDayBounds(fromDay).start;
    const to = practiceDayBounds(toDay).end;
    const loaded = await repository.loadSlots({
      slug,
      reasonId: isUuid(query.reason) ? query.reason : null,
      from,
      to,
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
    const answer: FreeSlotsResponse = {
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
    return { answer, doctorId: loaded.id, range: { from: from.getTime(), to: to.getTime() } };
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

    /**
     * The free slots as the bytes `serialize` (the route's response serializer) writes, served
     * from the cache while nothing of the doctor's changed. A cached answer holds until its first
     * slot starts (it is no longer offered from then), the practice's day ends (`from` moves) or
     * `freeSlotsMaxAgeMs`, whichever comes first.
     */
    async freeSlotsSerialized(
      slug: string,
      query: z.output<typeof freeSlotsQuerySchema>,
      serialize: (answer: FreeSlotsResponse) => string,
    ): Promise<Buffer> {
      const at = now();
      const today = practiceDay(at);
      const fromDay = query.from && query.from > today ? query.from : today;
      const key = JSON.stringify([slug, query.reason, query.type, fromDay, query.weeks]);
      const cached = freeSlotsCache.get(key, at.getTime());
      if (cached) return cached;
      const ticket = freeSlotsCache.ticket();
      const { answer, doctorId, range } = await readFreeSlots(slug, query, at, fromDay);
      const bytes = Buffer.from(serialize(answer));
      const firstStart = answer.days.find((day) => day.slots.length > 0)?.slots[0]?.startAt;
      const expiresAt = Math.min(
        firstStart ? Date.parse(firstStart) : Infinity,
        practiceDayBounds(today).end.getTime(),
        at.getTime() + freeSlotsMaxAgeMs,
      );
      freeSlotsCache.set(key, { doctorId, ...range }, ticket, bytes, expiresAt);
      return bytes;
    },

    /**
     * The patient books: limits per address, then the proof of work, then per phone number;
     * then the slot must be one the page offers, booked through the doctor's own rules.
     */
    async book(slug: string, body: unknown, clientIp: string): Promise<PublicBookingResponse> {
      await limits.bookingFromAddress(clientIp);
      const parsed = publicBookingBodySchema.safeParse(body);
      if (!parsed.success) {
        const missingProof = parsed.error.issues.some((issue) => issue.path[0] === 'altcha');
        throw new AppError(
          400,
          missingProof ? 'proofOfWorkRequired' : codeOfIssues(parsed.error, 'PatientRequiredFieldsMissing'),
        );
      }
      const request = parsed.data;
      await proofOfWork.accept(request.altcha);
      await limits.bookingForPhone(toE164(request.patient.phone)!);

      const startAt = new Date(request.startAt);
      const day = practiceDay(startAt);
      const loaded = await repository.loadSlots({
        slug,
        reasonId: isUuid(request.reason) ? request.reason : null,
        from: practiceDayBounds(day).start,
        to: practiceDayBounds(day).end,
        fromDay: day,
        toDay: day,
      });
      if (!loaded) throw new AppError(404, 'notFound');
      const reason = loaded.reason && isBookable(loaded.reason) ? loaded.reason : null;
      if (!reason) throw new AppError(400, 'InvalidConsultationReason');
      // The grid of the day's slots, taken or not: a start between two slots is not the page's.
      const grid = freeSlotsOf({
        ...loaded,
        busy: [],
        duration: reason.duration,
        type: request.type,
        now: new Date(0),
        from: day,
        days: 1,
      });
      const onOfferedGrid = grid[0]!.slots.some((slot) => slot.startAt.getTime() === startAt.getTime());

      const row = await appointments.bookForPatient({
        doctorId: loaded.id,
        reasonId: reason.id,
        type: request.type,
        startAt,
        patient: request.patient,
        familyMember: request.familyMember,
        locale: request.locale,
        onOfferedGrid,
      });
      return {
        success: true,
        code: 'appointmentCreated',
        appointment: {
          _id: row.appointment.id,
          startAt: row.appointment.startAt.toISOString(),
          endAt: row.appointment.endAt.toISOString(),
          type: row.appointment.type,
          reason: reason.title,
        },
        confirmationChannel: request.patient.email ? 'email' : 'sms',
      };
    },

    challenge: () => proofOfWork.challenge(now()),

    async cancelLink(token: string): Promise<CancelLinkResponse> {
      const { link, found } = await linked(token);
      const at = now();
      return {
        success: true,
        doctor: { title: found.title, firstName: found.firstName, lastName: found.lastName, slug: found.slug },
        appointment: { startAt: found.startAt.toISOString(), type: found.type, status: found.status },
        timeZone: practiceTimeZone,
        cancellable: found.status === 'BOOKED' && found.startAt > at && link.expiresAt > at,
      };
    },

    async cancel(token: string) {
      const { link } = await linked(token);
      if (link.expiresAt <= now()) throw new AppError(410, 'cancelLinkExpired');
      await appointments.cancelForPatient(link.appointmentId);
      return { success: true as const, code: 'PATIENT_CANCELED' as const };
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
          const row = await db.transaction(async (tx) => {
            const changed = await createBookingSlugRepository(tx).setSwitch(doctor.id, enabled, slug);
            await publishEvent(tx, { kind: 'publicPageChanged', doctorId: doctor.id });
            return changed;
          });
          freeSlotsCache.invalidateDoctor(doctor.id);
          return presentSetting(row);
        } catch (error) {
          if (attempt >= slugAttempts || pgErrorOf(error).code !== uniqueViolation) throw error;
        }
      }
    },
  };
}

export type PublicBookingService = ReturnType<typeof createPublicBookingService>;
