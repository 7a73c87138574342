CREATE TABLE "doctor_day_figures" (
	"doctor_id" uuid NOT NULL,
	"day" date NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"patient_missed" integer DEFAULT 0 NOT NULL,
	"doctor_canceled" integer DEFAULT 0 NOT NULL,
	"patient_canceled" integer DEFAULT 0 NOT NULL,
	"patient_made" integer DEFAULT 0 NOT NULL,
	"visio" integer DEFAULT 0 NOT NULL,
	"new_patients" integer DEFAULT 0 NOT NULL,
	"billed_centimes" bigint DEFAULT 0 NOT NULL,
	"paid_centimes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "doctor_day_figures_doctor_id_day_pk" PRIMARY KEY("doctor_id","day")
);
--> statement-breakpoint
ALTER TABLE "doctor_day_figures" ADD CONSTRAINT "doctor_day_figures_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Adds one contribution to a doctor's day. A doctor removed by the statement that cascades here has no figures to keep.
CREATE FUNCTION "doctor_day_figures_add"(
	p_doctor uuid, p_day date, p_booked integer, p_done integer, p_patient_missed integer, p_doctor_canceled integer,
	p_patient_canceled integer, p_patient_made integer, p_visio integer, p_new_patients integer, p_billed bigint, p_paid bigint
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF NOT EXISTS (SELECT 1 FROM "users" WHERE "id" = p_doctor) THEN RETURN; END IF;
	INSERT INTO "doctor_day_figures" AS f ("doctor_id", "day", "booked", "done", "patient_missed", "doctor_canceled",
		"patient_canceled", "patient_made", "visio", "new_patients", "billed_centimes", "paid_centimes")
	VALUES (p_doctor, p_day, p_booked, p_done, p_patient_missed, p_doctor_canceled, p_patient_canceled, p_patient_made,
		p_visio, p_new_patients, p_billed, p_paid)
	ON CONFLICT ("doctor_id", "day") DO UPDATE SET
		"booked" = f."booked" + excluded."booked",
		"done" = f."done" + excluded."done",
		"patient_missed" = f."patient_missed" + excluded."patient_missed",
		"doctor_canceled" = f."doctor_canceled" + excluded."doctor_canceled",
		"patient_canceled" = f."patient_canceled" + excluded."patient_canceled",
		"patient_made" = f."patient_made" + excluded."patient_made",
		"visio" = f."visio" + excluded."visio",
		"new_patients" = f."new_patients" + excluded."new_patients",
		"billed_centimes" = f."billed_centimes" + excluded."billed_centimes",
		"paid_centimes" = f."paid_centimes" + excluded."paid_centimes";
END $$;
--> statement-breakpoint
-- Practice days are Africa/Algiers days (practiceTimeZone of the contracts).
CREATE FUNCTION "appointment_day_figures_add"(sign integer, a "appointments") RETURNS void LANGUAGE sql AS $$
	SELECT "doctor_day_figures_add"(a."doctor_id", (a."start_at" AT TIME ZONE 'Africa/Algiers')::date,
		sign * (a."status" = 'BOOKED')::integer, sign * (a."status" = 'DONE')::integer,
		sign * (a."status" = 'PATIENT_MISSED')::integer, sign * (a."status" = 'DOCTOR_CANCELED')::integer,
		sign * (a."status" = 'PATIENT_CANCELED')::integer, sign * (a."source" = 'patient')::integer,
		sign * (a."type" = 'visio')::integer, 0, 0, 0);
$$;
--> statement-breakpoint
CREATE FUNCTION "appointments_day_figures"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN PERFORM "appointment_day_figures_add"(-1, OLD); END IF;
	IF TG_OP <> 'DELETE' THEN PERFORM "appointment_day_figures_add"(1, NEW); END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "appointments_day_figures" AFTER INSERT OR DELETE ON "appointments"
	FOR EACH ROW EXECUTE FUNCTION "appointments_day_figures"();
--> statement-breakpoint
CREATE TRIGGER "appointments_day_figures_update" AFTER UPDATE OF "doctor_id", "start_at", "status", "source", "type" ON "appointments"
	FOR EACH ROW WHEN (
		OLD."doctor_id" IS DISTINCT FROM NEW."doctor_id" OR OLD."start_at" IS DISTINCT FROM NEW."start_at"
		OR OLD."status" IS DISTINCT FROM NEW."status" OR OLD."source" IS DISTINCT FROM NEW."source"
		OR OLD."type" IS DISTINCT FROM NEW."type"
	) EXECUTE FUNCTION "appointments_day_figures"();
--> statement-breakpoint
-- Live patient records count on the day they were opened.
CREATE FUNCTION "patients_day_figures"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' AND OLD."deleted_at" IS NULL THEN
		PERFORM "doctor_day_figures_add"(OLD."doctor_id", (OLD."created_at" AT TIME ZONE 'Africa/Algiers')::date,
			0, 0, 0, 0, 0, 0, 0, -1, 0, 0);
	END IF;
	IF TG_OP <> 'DELETE' AND NEW."deleted_at" IS NULL THEN
		PERFORM "doctor_day_figures_add"(NEW."doctor_id", (NEW."created_at" AT TIME ZONE 'Africa/Algiers')::date,
			0, 0, 0, 0, 0, 0, 0, 1, 0, 0);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "patients_day_figures" AFTER INSERT OR DELETE ON "patients"
	FOR EACH ROW EXECUTE FUNCTION "patients_day_figures"();
--> statement-breakpoint
CREATE TRIGGER "patients_day_figures_update" AFTER UPDATE OF "doctor_id", "created_at", "deleted_at" ON "patients"
	FOR EACH ROW WHEN (
		OLD."doctor_id" IS DISTINCT FROM NEW."doctor_id" OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
		OR (OLD."deleted_at" IS NULL) <> (NEW."deleted_at" IS NULL)
	) EXECUTE FUNCTION "patients_day_figures"();
--> statement-breakpoint
-- A live act counts its total as billed and its payments as paid, on the act's own day.
CREATE FUNCTION "act_day_figures_add"(sign integer, a "acts") RETURNS void LANGUAGE sql AS $$
	SELECT "doctor_day_figures_add"(a."doctor_id", (a."created_at" AT TIME ZONE 'Africa/Algiers')::date,
		0, 0, 0, 0, 0, 0, 0, 0, sign * a."total_centimes",
		sign * (SELECT coalesce(sum(p."amount_centimes"), 0) FROM "act_payments" p WHERE p."act_id" = a."id")::bigint)
	WHERE a."deleted_at" IS NULL;
$$;
--> statement-breakpoint
-- Before delete: the act's payments, which the cascade removes first, are still there to be subtracted.
CREATE FUNCTION "acts_day_figures"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN PERFORM "act_day_figures_add"(-1, OLD); END IF;
	IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
	PERFORM "act_day_figures_add"(1, NEW);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "acts_day_figures" AFTER INSERT ON "acts"
	FOR EACH ROW EXECUTE FUNCTION "acts_day_figures"();
--> statement-breakpoint
CREATE TRIGGER "acts_day_figures_delete" BEFORE DELETE ON "acts"
	FOR EACH ROW EXECUTE FUNCTION "acts_day_figures"();
--> statement-breakpoint
CREATE TRIGGER "acts_day_figures_update" AFTER UPDATE OF "doctor_id", "created_at", "total_centimes", "deleted_at" ON "acts"
	FOR EACH ROW WHEN (
		OLD."doctor_id" IS DISTINCT FROM NEW."doctor_id" OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
		OR OLD."total_centimes" IS DISTINCT FROM NEW."total_centimes" OR (OLD."deleted_at" IS NULL) <> (NEW."deleted_at" IS NULL)
	) EXECUTE FUNCTION "acts_day_figures"();
--> statement-breakpoint
-- A payment counts as paid on its act's doctor and day while the act is live (a deleted act's row is gone or not live).
CREATE FUNCTION "act_payment_day_figures_add"(sign integer, p "act_payments") RETURNS void LANGUAGE sql AS $$
	SELECT "doctor_day_figures_add"(a."doctor_id", (a."created_at" AT TIME ZONE 'Africa/Algiers')::date,
		0, 0, 0, 0, 0, 0, 0, 0, 0, sign * p."amount_centimes")
	FROM "acts" a WHERE a."id" = p."act_id" AND a."deleted_at" IS NULL;
$$;
--> statement-breakpoint
CREATE FUNCTION "act_payments_day_figures"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN PERFORM "act_payment_day_figures_add"(-1, OLD); END IF;
	IF TG_OP <> 'DELETE' THEN PERFORM "act_payment_day_figures_add"(1, NEW); END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "act_payments_day_figures" AFTER INSERT OR DELETE ON "act_payments"
	FOR EACH ROW EXECUTE FUNCTION "act_payments_day_figures"();
--> statement-breakpoint
CREATE TRIGGER "act_payments_day_figures_update" AFTER UPDATE OF "act_id", "amount_centimes" ON "act_payments"
	FOR EACH ROW WHEN (OLD."act_id" IS DISTINCT FROM NEW."act_id" OR OLD."amount_centimes" IS DISTINCT FROM NEW."amount_centimes")
	EXECUTE FUNCTION "act_payments_day_figures"();
--> statement-breakpoint
-- Recounts every figure from the rows: the rows already there now, and a bulk load that ran with triggers disabled (the benchmarks' seeds).
CREATE FUNCTION "doctor_day_figures_refill"() RETURNS void LANGUAGE sql AS $$
	DELETE FROM "doctor_day_figures";
	INSERT INTO "doctor_day_figures" ("doctor_id", "day", "booked", "done", "patient_missed", "doctor_canceled",
		"patient_canceled", "patient_made", "visio", "new_patients", "billed_centimes", "paid_centimes")
	SELECT "doctor_id", "day", sum("booked"), sum("done"), sum("patient_missed"), sum("doctor_canceled"),
		sum("patient_canceled"), sum("patient_made"), sum("visio"), sum("new_patients"), sum("billed"), sum("paid")
	FROM (
		SELECT a."doctor_id", (a."start_at" AT TIME ZONE 'Africa/Algiers')::date AS "day",
			(a."status" = 'BOOKED')::integer AS "booked", (a."status" = 'DONE')::integer AS "done",
			(a."status" = 'PATIENT_MISSED')::integer AS "patient_missed", (a."status" = 'DOCTOR_CANCELED')::integer AS "doctor_canceled",
			(a."status" = 'PATIENT_CANCELED')::integer AS "patient_canceled", (a."source" = 'patient')::integer AS "patient_made",
			(a."type" = 'visio')::integer AS "visio", 0 AS "new_patients", 0::bigint AS "billed", 0::bigint AS "paid"
		FROM "appointments" a
		UNION ALL
		SELECT p."doctor_id", (p."created_at" AT TIME ZONE 'Africa/Algiers')::date, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0
		FROM "patients" p WHERE p."deleted_at" IS NULL
		UNION ALL
		SELECT ac."doctor_id", (ac."created_at" AT TIME ZONE 'Africa/Algiers')::date, 0, 0, 0, 0, 0, 0, 0, 0, ac."total_centimes",
			coalesce((SELECT sum(ap."amount_centimes") FROM "act_payments" ap WHERE ap."act_id" = ac."id"), 0)
		FROM "acts" ac WHERE ac."deleted_at" IS NULL
	) contributions
	GROUP BY "doctor_id", "day";
$$;
--> statement-breakpoint
SELECT "doctor_day_figures_refill"();
