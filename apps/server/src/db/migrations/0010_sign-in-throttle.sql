CREATE TABLE "sign_in_counters" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"window_ends_at" timestamp (3) with time zone NOT NULL,
	"attempts" integer NOT NULL,
	"noticed_at" timestamp with time zone,
	CONSTRAINT "sign_in_counters_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "sign_in_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "sign_in_attempts" CASCADE;--> statement-breakpoint
ALTER TABLE "sign_in_devices" ADD CONSTRAINT "sign_in_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_counters_window_ends_idx" ON "sign_in_counters" USING btree ("window_ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_devices_token_user_idx" ON "sign_in_devices" USING btree ("token_hash","user_id");--> statement-breakpoint
CREATE INDEX "sign_in_devices_last_used_idx" ON "sign_in_devices" USING btree ("last_used_at");