-- The booking of an existing patient in one round trip (docs/performance.md, finding 7).
-- It takes the doctor's advisory lock (the key of every other booking write:
-- hashtextextended(doctor id, 0)), then reports what stands in the way, in the order of the
-- rules (an earlier booking with this client id, an overlapping live appointment, the
-- patient's live appointments that day), and inserts the appointment, its CREATED event and
-- the calendar notification only when nothing does. It decides nothing else: what each
-- finding means (which code is answered) is the service's business.
--
-- Called alone in autocommit, READ COMMITTED: the function is VOLATILE, so each statement
-- after the lock takes a new snapshot and sees every booking committed before the lock was
-- granted. The exclusion constraint appointments_no_overlap stays the last word (23P01).
--
-- Two statements do the work (one reads the three findings, one inserts the appointment and
-- its event) because each statement pays the executor's set-up. plan_cache_mode: the overlap
-- check's custom plan looks cheaper than its generic one, so PostgreSQL planned it again on
-- every call (a tenth of the database's CPU per booking); the generic plans are the index scans
-- the checks are written for (appointments_doctor_client_ui_unique, appointments_doctor_start_idx,
-- appointments_patient_start_idx).
CREATE FUNCTION "book_appointment"(
  p_doctor_id uuid,
  p_patient_id uuid,
  p_reason_id uuid,
  p_start_at timestamptz,
  p_end_at timestamptz,
  p_duration integer,
  p_type "appointment_type",
  p_client_ui_id text,
  p_created_by uuid,
  p_created_at timestamptz,
  p_day_start timestamptz,
  p_day_end timestamptz,
  p_max_per_patient_day integer,
  p_changes jsonb,
  p_live_statuses "appointment_status"[],
  p_notify_channel text,
  OUT replay_id uuid,
  OUT overlap_found boolean,
  OUT day_count integer,
  OUT booked_id uuid,
  OUT booked_at timestamptz
)
LANGUAGE plpgsql VOLATILE
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  -- A snapshot taken once per transaction would not see the bookings committed while this
  -- one waited for the lock.
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'book_appointment needs READ COMMITTED, not %', current_setting('transaction_isolation');
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended(p_doctor_id::text, 0));

  SELECT
    (SELECT a.id FROM "appointments" a WHERE a.doctor_id = p_doctor_id AND a.client_ui_id = p_client_ui_id),
    EXISTS (
      SELECT 1 FROM "appointments" a
      WHERE a.doctor_id = p_doctor_id AND a.status = ANY (p_live_statuses)
        -- no appointment lasts a day: the lower bound keeps this an index range (finding 1)
        AND a.start_at > p_start_at - interval '1 day' AND a.start_at < p_end_at AND a.end_at > p_start_at
    ),
    (SELECT count(*)::integer FROM "appointments" a
     WHERE a.patient_id = p_patient_id AND a.status = ANY (p_live_statuses)
       AND a.start_at >= p_day_start AND a.start_at < p_day_end)
  INTO replay_id, overlap_found, day_count;
  IF replay_id IS NOT NULL OR overlap_found OR day_count >= p_max_per_patient_day THEN
    RETURN;
  END IF;

  WITH ins AS (
    INSERT INTO "appointments" AS a (doctor_id, patient_id, consultation_reason_id, start_at, end_at, duration, type, source, client_ui_id, created_by_user_id, created_at)
    VALUES (p_doctor_id, p_patient_id, p_reason_id, p_start_at, p_end_at, p_duration, p_type, 'doctor', p_client_ui_id, p_created_by, p_created_at)
    RETURNING a.id, a.created_at
  ), ev AS (
    INSERT INTO "appointment_events" (appointment_id, actor_user_id, action, changes)
    SELECT ins.id, p_created_by, 'CREATED', p_changes FROM ins
  )
  SELECT ins.id, ins.created_at INTO booked_id, booked_at FROM ins;
  PERFORM pg_notify(p_notify_channel, p_doctor_id::text);
END;
$$;
