CREATE TYPE "public"."appointment_source" AS ENUM('doctor', 'patient');--> statement-breakpoint
CREATE TYPE "public"."appointment_status" AS ENUM('BOOKED', 'DONE', 'PATIENT_MISSED', 'DOCTOR_CANCELED', 'PATIENT_CANCELED');--> statement-breakpoint
CREATE TYPE "public"."appointment_type" AS ENUM('cabinet', 'visio');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('MALE', 'FEMALE');--> statement-breakpoint
CREATE TYPE "public"."schedule_mode" AS ENUM('day', 'night');--> statement-breakpoint
CREATE TABLE "appointment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"appointment_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"consultation_reason_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"duration" integer NOT NULL,
	"type" "appointment_type" DEFAULT 'cabinet' NOT NULL,
	"status" "appointment_status" DEFAULT 'BOOKED' NOT NULL,
	"patient_arrived" boolean DEFAULT false NOT NULL,
	"done_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"notify_patient" boolean DEFAULT false NOT NULL,
	"source" "appointment_source" DEFAULT 'doctor' NOT NULL,
	"client_ui_id" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultation_reasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"title" jsonb NOT NULL,
	"duration" integer NOT NULL,
	"price_centimes" integer NOT NULL,
	"color" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"is_validated" boolean DEFAULT false NOT NULL,
	"is_rejected" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birthday" date,
	"gender" "gender" DEFAULT 'MALE' NOT NULL,
	"phone" text,
	"email" text,
	"state" text,
	"city" text,
	"picture" text,
	"is_guest" boolean DEFAULT false NOT NULL,
	"client_ui_id" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "days_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"day" smallint NOT NULL,
	"mode" "schedule_mode" DEFAULT 'day' NOT NULL,
	"start_at" text NOT NULL,
	"end_at" text NOT NULL,
	"types" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacancies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointment_events" ADD CONSTRAINT "appointment_events_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_events" ADD CONSTRAINT "appointment_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_consultation_reason_id_consultation_reasons_id_fk" FOREIGN KEY ("consultation_reason_id") REFERENCES "public"."consultation_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_reasons" ADD CONSTRAINT "consultation_reasons_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "days_off" ADD CONSTRAINT "days_off_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_blocks" ADD CONSTRAINT "schedule_blocks_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_events_appointment_idx" ON "appointment_events" USING btree ("appointment_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_doctor_client_ui_unique" ON "appointments" USING btree ("doctor_id","client_ui_id");--> statement-breakpoint
CREATE INDEX "appointments_doctor_start_idx" ON "appointments" USING btree ("doctor_id","start_at");--> statement-breakpoint
CREATE INDEX "appointments_patient_start_idx" ON "appointments" USING btree ("patient_id","start_at");--> statement-breakpoint
CREATE INDEX "appointments_patient_missed_idx" ON "appointments" USING btree ("patient_id") WHERE "appointments"."status" = 'PATIENT_MISSED';--> statement-breakpoint
CREATE INDEX "consultation_reasons_doctor_idx" ON "consultation_reasons" USING btree ("doctor_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "patients_doctor_phone_unique" ON "patients" USING btree ("doctor_id","phone") WHERE "patients"."deleted_at" is null and "patients"."phone" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "patients_doctor_client_ui_unique" ON "patients" USING btree ("doctor_id","client_ui_id");--> statement-breakpoint
CREATE INDEX "patients_doctor_last_name_idx" ON "patients" USING btree ("doctor_id",lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "patients_doctor_first_name_idx" ON "patients" USING btree ("doctor_id",lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "days_off_doctor_day_unique" ON "days_off" USING btree ("doctor_id","day");--> statement-breakpoint
CREATE INDEX "schedule_blocks_doctor_idx" ON "schedule_blocks" USING btree ("doctor_id","day");--> statement-breakpoint
CREATE INDEX "vacancies_doctor_idx" ON "vacancies" USING btree ("doctor_id","from_day");