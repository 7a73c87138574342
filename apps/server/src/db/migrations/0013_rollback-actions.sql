CREATE TYPE "public"."rollback_action_type" AS ENUM('visit_create', 'visit_update', 'visit_cancel', 'visit_skipped', 'visit_done');--> statement-breakpoint
CREATE TABLE "rollback_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"saved_by_user_id" uuid,
	"local_key" text NOT NULL,
	"entity" text NOT NULL,
	"type" "rollback_action_type" NOT NULL,
	"payload" jsonb NOT NULL,
	"core_payload" jsonb NOT NULL,
	"reason" text NOT NULL,
	"date_local_saved" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "rollback_actions" ADD CONSTRAINT "rollback_actions_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollback_actions" ADD CONSTRAINT "rollback_actions_saved_by_user_id_users_id_fk" FOREIGN KEY ("saved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rollback_actions_doctor_local_key_unique" ON "rollback_actions" USING btree ("doctor_id","local_key");--> statement-breakpoint
CREATE INDEX "rollback_actions_listed_idx" ON "rollback_actions" USING btree ("doctor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "rollback_actions"."removed_at" is null;