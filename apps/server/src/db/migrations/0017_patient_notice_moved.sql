ALTER TYPE "public"."patient_notice_kind" ADD VALUE 'moved';--> statement-breakpoint
ALTER TABLE "patient_notices" ADD COLUMN "appointment_start_at" timestamp with time zone;