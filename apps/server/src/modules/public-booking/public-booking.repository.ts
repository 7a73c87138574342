import { and, eq, isNull, like, or, sql } from 'drizzle-orm';
import { calendarStatuses, type AppointmentType } from '@tabib/contracts/appointments';
import type { LocalizedText } from '@tabib/contracts/consultation-reasons';
import type { Database, Executor } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { appointments } from '../../db/schema/appointments';
import { consultationReasons } from '../../db/schema/consultation-reasons';
import { doctorProfiles } from '../../db/schema/profile';
import { cities, doctorSpecialities, specialities, states } from '../../db/schema/reference-data';
import { daysOff, scheduleBlocks, vacancies } from '../../db/schema/schedule';

/** A reason as the page reads it: the fields `isBookable` decides on, and what the patient sees. */
export interface PageReasonRow {
  id: string;
  title: LocalizedText;
  duration: number;
  isEnabled: boolean;
  isDeleted: boolean;
  isValidated: boolean;
}

interface PlaceJson {
  id: string;
  nameFr: string;
  nameEn: string;
  nameAr: string;
}

export interface SpecialityJson {
  id: string;
  titleFr: string;
  titleEn: string;
  titleAr: string;
}

/**
 * The doctor's id inside the sub-selects, qualified: in a select from one table Drizzle writes a
 * bare "id", which a sub-select would read as its own table's column.
 */
const doctorId = sql.raw('"users"."id"');

/** Only a doctor who enabled the page, neither blocked nor deleted, has one. */
const publishedDoctor = (slug: ReturnType<typeof sql.placeholder> | string) =>
  and(
    eq(users.bookingSlug, slug),
    eq(users.publicBookingEnabled, true),
    eq(users.kind, 'doctor'),
    isNull(users.blockedAt),
    isNull(users.deletedAt),
  );

/** The types the doctor's saved week offers, whatever the mode. */
const offeredTypes = sql<AppointmentType[]>`(select coalesce(json_agg(distinct t.type), '[]'::json)
  from ${scheduleBlocks} sb cross join lateral unnest(sb.types) as t(type) where sb.doctor_id = ${doctorId})`;

const liveStatuses = `{${calendarStatuses.join(',')}}`;

/**
 * Each public call is one round trip (prepared once per repository): the page reads the doctor,
 * the office, the specialities and the reasons; the slots read the doctor, the reason, the week,
 * the days off and vacancies of the range and the live appointments of the range. Appointments
 * are read through (doctor_id, start_at) bounded on both sides: an appointment ends by midnight,
 * so none overlapping the range started more than a day before it.
 */
export function createPublicBookingRepository(db: Database) {
  const preparePage = () =>
    db
      .select({
        id: users.id,
        slug: users.bookingSlug,
        title: users.title,
        firstName: users.firstName,
        lastName: users.lastName,
        picture: users.picture,
        telemedicineAllowed: users.telemedicineAllowed,
        address1: doctorProfiles.address1,
        latitude: doctorProfiles.latitude,
        longitude: doctorProfiles.longitude,
        state: sql<PlaceJson | null>`case when ${states.id} is null then null else json_build_object('id', ${states.id},
          'nameFr', ${states.nameFr}, 'nameEn', ${states.nameEn}, 'nameAr', ${states.nameAr}) end`,
        city: sql<PlaceJson | null>`case when ${cities.id} is null then null else json_build_object('id', ${cities.id},
          'nameFr', ${cities.nameFr}, 'nameEn', ${cities.nameEn}, 'nameAr', ${cities.nameAr}) end`,
        specialities: sql<SpecialityJson[]>`(select coalesce(json_agg(json_build_object('id', s.id, 'titleFr', s.title_fr,
          'titleEn', s.title_en, 'titleAr', s.title_ar) order by s."order", s.title_fr), '[]'::json)
          from ${doctorSpecialities} ds join ${specialities} s on s.id = ds.speciality_id where ds.doctor_id = ${doctorId})`,
        reasons: sql<PageReasonRow[]>`(select coalesce(json_agg(json_build_object('id', r.id, 'title', r.title,
          'duration', r.duration, 'isEnabled', r.is_enabled, 'isDeleted', r.is_deleted, 'isValidated', r.is_validated)
          order by r."order", r.created_at), '[]'::json)
          from ${consultationReasons} r where r.doctor_id = ${doctorId} and not r.is_deleted)`,
        types: offeredTypes,
      })
      .from(users)
      .leftJoin(doctorProfiles, eq(doctorProfiles.doctorId, users.id))
      .leftJoin(states, eq(states.id, doctorProfiles.stateId))
      .leftJoin(cities, eq(cities.id, doctorProfiles.cityId))
      .where(publishedDoctor(sql.placeholder('slug')))
      .limit(1)
      .prepare('public_booking_page');

  const reasonId = sql.placeholder('reasonId');
  const fromDay = sql.placeholder('fromDay');
  const toDay = sql.placeholder('toDay');
  const prepareSlots = () =>
    db
      .select({
        id: users.id,
        telemedicineAllowed: users.telemedicineAllowed,
        reason: sql<PageReasonRow | null>`(select json_build_object('id', r.id, 'title', r.title, 'duration', r.duration,
          'isEnabled', r.is_enabled, 'isDeleted', r.is_deleted, 'isValidated', r.is_validated)
          from ${consultationReasons} r where r.id = ${reasonId}::uuid and r.doctor_id = ${doctorId})`,
        blocks: sql<{ day: number; startAt: string; endAt: string; types: AppointmentType[] }[]>`(select
          coalesce(json_agg(json_build_object('day', sb.day, 'startAt', sb.start_at, 'endAt', sb.end_at, 'types', sb.types)),
          '[]'::json) from ${scheduleBlocks} sb where sb.doctor_id = ${doctorId})`,
        daysOff: sql<string[]>`(select coalesce(json_agg(d.day::text), '[]'::json) from ${daysOff} d
          where d.doctor_id = ${doctorId} and d.day between ${fromDay}::date and ${toDay}::date)`,
        vacancies: sql<{ from: string; to: string }[]>`(select coalesce(json_agg(json_build_object('from', v.from_day::text,
          'to', v.to_day::text)), '[]'::json) from ${vacancies} v
          where v.doctor_id = ${doctorId} and v.from_day <= ${toDay}::date and v.to_day >= ${fromDay}::date)`,
        busy: sql<[number, number][]>`(select coalesce(json_agg(json_build_array(
          (extract(epoch from a.start_at) * 1000)::bigint, (extract(epoch from a.end_at) * 1000)::bigint)), '[]'::json)
          from ${appointments} a where a.doctor_id = ${doctorId}
            and a.start_at > ${sql.placeholder('fromMinusDay')}::timestamptz
            and a.start_at < ${sql.placeholder('to')}::timestamptz
            and a.end_at > ${sql.placeholder('from')}::timestamptz
            and a.status = any(${sql.placeholder('statuses')}::appointment_status[]))`,
      })
      .from(users)
      .where(publishedDoctor(sql.placeholder('slug')))
      .limit(1)
      .prepare('public_booking_slots');

  let preparedPage: ReturnType<typeof preparePage> | undefined;
  let preparedSlots: ReturnType<typeof prepareSlots> | undefined;

  return {
    async findPage(slug: string) {
      preparedPage ??= preparePage();
      const [row] = await preparedPage.execute({ slug });
      return row;
    },

    /** What a cancel link shows: the appointment and its doctor (whether or not the page is still on). */
    async findLinkedAppointment(appointmentId: string) {
      const [row] = await db
        .select({
          startAt: appointments.startAt,
          type: appointments.type,
          status: appointments.status,
          title: users.title,
          firstName: users.firstName,
          lastName: users.lastName,
          slug: users.bookingSlug,
        })
        .from(appointments)
        .innerJoin(users, eq(users.id, appointments.doctorId))
        .where(eq(appointments.id, appointmentId))
        .limit(1);
      return row;
    },

    /** The inputs of the free slots over [from, to), days fromDay..toDay (practice days, both included). */
    async loadSlots(input: { slug: string; reasonId: string | null; from: Date; to: Date; fromDay: string; toDay: string }) {
      preparedSlots ??= prepareSlots();
      const [row] = await preparedSlots.execute({
        slug: input.slug,
        reasonId: input.reasonId,
        fromDay: input.fromDay,
        toDay: input.toDay,
        from: input.from.toISOString(),
        to: input.to.toISOString(),
        fromMinusDay: new Date(input.from.getTime() - 86_400_000).toISOString(),
        statuses: liveStatuses,
      });
      if (!row) return undefined;
      return { ...row, busy: row.busy.map(([startAt, endAt]) => ({ startAt: Number(startAt), endAt: Number(endAt) })) };
    },
  };
}

/** The doctor's switch and slug (preferences); runs on a transaction too. */
export function createBookingSlugRepository(db: Executor) {
  return {
    async settingOf(doctorId: string) {
      const [row] = await db
        .select({ enabled: users.publicBookingEnabled, slug: users.bookingSlug })
        .from(users)
        .where(eq(users.id, doctorId))
        .limit(1);
      return row;
    },

    /** The slugs already given that a new one from `base` could collide with: base and base-N. */
    async slugsLike(base: string): Promise<string[]> {
      const rows = await db
        .select({ slug: users.bookingSlug })
        .from(users)
        .where(or(eq(users.bookingSlug, base), like(users.bookingSlug, `${base}-%`)));
      return rows.flatMap((row) => (row.slug ? [row.slug] : []));
    },

    /** Sets the switch; `slug` is given only if the doctor has none yet (a slug never changes). */
    async setSwitch(doctorId: string, enabled: boolean, slug: string | null) {
      const [row] = await db
        .update(users)
        .set({
          publicBookingEnabled: enabled,
          bookingSlug: sql`coalesce(${users.bookingSlug}, ${slug}::text)`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, doctorId))
        .returning({ enabled: users.publicBookingEnabled, slug: users.bookingSlug });
      return row;
    },
  };
}
