CREATE TYPE "public"."family_relation" AS ENUM('child', 'spouse', 'parent', 'other');--> statement-breakpoint
CREATE TABLE "patient_family_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"relation" "family_relation" NOT NULL,
	"birthday" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "family_member_id" uuid;--> statement-breakpoint
ALTER TABLE "patient_family_members" ADD CONSTRAINT "patient_family_members_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_family_members" ADD CONSTRAINT "patient_family_members_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "patient_family_members_name_unique" ON "patient_family_members" USING btree ("patient_id",lower("first_name"),lower("last_name"),"relation");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_family_member_id_patient_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."patient_family_members"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- The booking function of 0015, for a family member's appointment too (issue 22): the 4-a-day rule
-- counts per person, so the day's count is the holder's own appointments (no member given) or that
-- member's, and the member is written with the appointment. The new parameter comes last with a
-- default: a call of 0015's shape books for the holder as before.
DROP FUNCTION IF EXISTS "book_appointment"(uuid, uuid, uuid, uuid, timestamptz, timestamptz, integer, "appointment_type", "appointment_source", text, uuid, timestamptz, timestamptz, timestamptz, integer, jsonb, "appointment_status"[], text, jsonb, text, integer);
--> statement-breakpoint
CREATE FUNCTION "book_appointment"(
  p_id uuid,
  p_doctor_id uuid,
  p_patient_id uuid,
  p_reason_id uuid,
  p_start_at timestamptz,
  p_end_at timestamptz,
  p_duration integer,
  p_type "appointment_type",
  p_source "appointment_source",
  p_client_ui_id text,
  p_created_by uuid,
  p_created_at timestamptz,
  p_day_start timestamptz,
  p_day_end timestamptz,
  p_max_per_patient_day integer,
  p_changes jsonb,
  p_live_statuses "appointment_status"[],
  p_event_kind text,
  p_event_payload jsonb,
  p_events_channel text,
  p_schedule_version integer,
  p_family_member_id uuid DEFAULT NULL,
  OUT schedule_changed boolean,
  OUT replay_id uuid,
  OUT overlap_found boolean,
  OUT day_count integer,
  OUT booked_id uuid,
  OUT booked_at timestamptz
)
LANGUAGE plpgsql VOLATILE
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  v_event_id bigint;
BEGIN
  -- A snapshot taken once per transaction would not see the bookings committed while this
  -- one waited for the lock.
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'book_appointment needs READ COMMITTED, not %', current_setting('transaction_isolation');
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended(p_doctor_id::text, 0));

  -- A schedule saved since the caller read it: nothing is decided here, the caller checks again.
  SELECT u.schedule_version <> p_schedule_version INTO schedule_changed FROM "users" u WHERE u.id = p_doctor_id;
  IF schedule_changed THEN
    RETURN;
  END IF;

  SELECT
    (SELECT a.id FROM "appointments" a WHERE a.doctor_id = p_doctor_id AND a.client_ui_id = p_client_ui_id),
    EXISTS (
      SELECT 1 FROM "appointments" a
      WHERE a.doctor_id = p_doctor_id AND a.status = ANY (p_live_statuses)
        -- no appointment lasts a day: the lower bound keeps this an index range (finding 1)
        AND a.start_at > p_start_at - interval '1 day' AND a.start_at < p_end_at AND a.end_at > p_start_at
    ),
    (SELECT count(*)::integer FROM "appointments" a
     WHERE a.patient_id = p_patient_id AND a.family_member_id IS NOT DISTINCT FROM p_family_member_id
       AND a.status = ANY (p_live_statuses)
       AND a.start_at >= p_day_start AND a.start_at < p_day_end)
  INTO replay_id, overlap_found, day_count;
  IF replay_id IS NOT NULL OR overlap_found OR day_count >= p_max_per_patient_day THEN
    RETURN;
  END IF;

  WITH ins AS (
    INSERT INTO "appointments" AS a (id, doctor_id, patient_id, family_member_id, consultation_reason_id, start_at, end_at, duration, type, source, client_ui_id, created_by_user_id, created_at)
    VALUES (p_id, p_doctor_id, p_patient_id, p_family_member_id, p_reason_id, p_start_at, p_end_at, p_duration, p_type, p_source, p_client_ui_id, p_created_by, p_created_at)
    RETURNING a.id, a.created_at
  ), ev AS (
    INSERT INTO "appointment_events" (appointment_id, actor_user_id, action, changes)
    SELECT ins.id, p_created_by, 'CREATED', p_changes FROM ins
  )
  SELECT ins.id, ins.created_at INTO booked_id, booked_at FROM ins;
  -- The domain event (events/event-log.ts): its row, then the dispatchers' wake-up with its id.
  INSERT INTO "domain_events" (doctor_id, kind, payload) VALUES (p_doctor_id, p_event_kind, p_event_payload)
    RETURNING id INTO v_event_id;
  PERFORM pg_notify(p_events_channel, v_event_id::text);
END;
$$;
