import type { RawStatement } from '../../db/raw-statement';
import type { UserRow } from '../../db/schema/accounts';
import { weekValues, type WeekFilter } from './appointments.repository';

/** An instant as `Date.prototype.toISOString` writes it. */
const isoInstant = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** What `String.prototype.trim` removes (ECMAScript's WhiteSpace and LineTerminator), for btrim. */
const jsWhitespace =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/** A JSON object of the columns a select names, as `row_to_json` writes it (no spaces). */
const objectOf = (columns: string) => `(select row_to_json(o) from (select ${columns}) o)`;

/**
 * `presentAppointment` written in SQL: one row per appointment, its columns named as the
 * answer's fields (week-answer-statement.test.ts holds the two to each other). $6 is what the
 * doctor's telemedicine right allows, $7 the `clinicDoctor` object or null.
 */
const appointmentColumns = `
  a.id as "_id",
  a.doctor_id as "doctorId",
  ${isoInstant('a.start_at')} as "start",
  ${isoInstant('a.end_at')} as "end",
  btrim(p.last_name || ' ' || p.first_name, '${jsWhitespace}') as "title",
  a.duration as "duration",
  ${objectOf(`p.id as "_id", p.first_name as "firstName", p.last_name as "lastName", p.birthday as "birthday",
    p.gender as "gender", p.phone as "phone", p.email as "email", p.picture as "picture", p.is_guest as "isGuest",
    (select count(*)::int from appointments m where m.patient_id = a.patient_id and m.status = 'PATIENT_MISSED')
      as "missingAppointments"`)} as "patient",
  ${objectOf(`r.id as "_id", r.title as "title", r.duration as "duration", r.price_centimes as "price",
    r.color as "color", r.is_enabled as "isEnabled", r.is_deleted as "isDeleted", r.is_validated as "isValidated",
    r.is_rejected as "isRejected", r."order" as "order"`)} as "consultationReason",
  a.status as "status",
  a.type as "type",
  a.patient_arrived as "patientArrived",
  case when f.id is null then null else ${objectOf(
    `f.id as "_id", f.first_name as "firstName", f.last_name as "lastName", f.relation as "relation"`,
  )} end as "familyMember",
  a.type = 'visio' and $6::boolean as "is_video_call_allowed",
  a.status = 'BOOKED' and a.patient_waiting_since is not null as "online",
  a.done_at is not null as "done",
  a.source as "source",
  a.client_ui_id as "appointment_ui_id",
  $7::json as "clinicDoctor"`;

/** The week query's joins and range (appointments.repository.ts, `weekSelect`), `extra` added to its conditions. */
const weekAnswerText = (extra: string) => `
  select coalesce(json_agg(w order by w."start" collate "C"), '[]')::text as appointments from (
  select ${appointmentColumns}
  from appointments a
  join patients p on p.id = a.patient_id
  left join patient_family_members f on f.id = a.family_member_id
  join consultation_reasons r on r.id = a.consultation_reason_id and r.doctor_id = a.doctor_id
  where a.doctor_id = $1::uuid and a.end_at > $2::timestamptz and a.start_at < $3::timestamptz
    and a.start_at > $4::timestamptz and a.status = any($5::appointment_status[])${extra}) w`;

const allReasons = weekAnswerText('');
const someReasons = weekAnswerText(' and a.consultation_reason_id = any($8::uuid[])');

/**
 * The calendar's appointments as the JSON array the route answers, built by PostgreSQL: on a
 * week the cache does not hold, the server neither maps nor presents nor serializes ~120 rows
 * (docs/performance.md, "The week's answer built in SQL").
 */
export function weekAnswerStatement(filter: WeekFilter, doctor: UserRow): RawStatement {
  const clinicDoctor = doctor.clinicId
    ? JSON.stringify({ _id: doctor.id, title: doctor.title, firstName: doctor.firstName, lastName: doctor.lastName })
    : null;
  const { doctorId, from, to, fromMinusDay, statuses, reasonIds } = weekValues(filter);
  const values = [doctorId, from, to, fromMinusDay, statuses, doctor.telemedicineAllowed, clinicDoctor];
  return reasonIds === undefined
    ? { name: 'appointments_week_answer', text: allReasons, values }
    : { name: 'appointments_week_answer_of_reasons', text: someReasons, values: [...values, reasonIds] };
}
