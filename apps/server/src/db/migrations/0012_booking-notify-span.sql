-- The booking function of 0007, unchanged but for its calendar notification, which now names
-- the booked appointment's times besides its doctor (issue 13: a booking next month leaves this
-- week's cached answer in place).
CREATE OR REPLACE FUNCTION "book_appointment"(
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
  -- The week cache drops only the cached ranges this appointment's [start, end) overlaps
  -- (week-cache.ts, calendarChangePayload: "doctor;from-to" in epoch milliseconds).
  PERFORM pg_notify(p_notify_channel, p_doctor_id::text || ';'
    || (extract(epoch FROM p_start_at) * 1000)::bigint || '-' || (extract(epoch FROM p_end_at) * 1000)::bigint);
END;
$$;
