CREATE TYPE "public"."subscription_invoice_status" AS ENUM('open', 'paid', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."subscription_payment_method" AS ENUM('cash', 'versement', 'virement', 'ccp', 'cib');--> statement-breakpoint
CREATE TYPE "public"."subscription_payment_state" AS ENUM('pending', 'incomplete', 'paid', 'expired', 'replaced');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('trialing', 'open', 'waiting', 'paid', 'canceled');--> statement-breakpoint
CREATE TABLE "payment_exchanges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"satim_order_id" text,
	"amount_centimes" bigint NOT NULL,
	"outcome" text,
	"register_answer" jsonb,
	"acknowledgement" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscription_contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"subscription_id" uuid,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscription_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"duration_months" integer NOT NULL,
	"monthly_price_centimes" bigint NOT NULL,
	"starts_on" date NOT NULL,
	"paid_months" integer DEFAULT 0 NOT NULL,
	"status" "subscription_invoice_status" DEFAULT 'open' NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"canceled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscription_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"months" integer NOT NULL,
	"amount_centimes" bigint NOT NULL,
	"method" "subscription_payment_method" NOT NULL,
	"state" "subscription_payment_state" NOT NULL,
	"requested_on" date NOT NULL,
	"paid_at" timestamp with time zone,
	"confirmed_by" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid,
	"clinic_id" uuid,
	"status" "subscription_status" NOT NULL,
	"trial_ends_on" date NOT NULL,
	"original_offer_id" uuid,
	"first_payment_grace" boolean DEFAULT true NOT NULL,
	"last_payment_method" "subscription_payment_method",
	"last_payment_months" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_one_owner" CHECK (("subscriptions"."doctor_id" is null) <> ("subscriptions"."clinic_id" is null))
);
--> statement-breakpoint
ALTER TABLE "payment_exchanges" ADD CONSTRAINT "payment_exchanges_payment_id_subscription_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."subscription_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_contact_messages" ADD CONSTRAINT "subscription_contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_contact_messages" ADD CONSTRAINT "subscription_contact_messages_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_invoice_id_subscription_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."subscription_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_exchanges_order_number_unique" ON "payment_exchanges" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_exchanges_satim_order_unique" ON "payment_exchanges" USING btree ("satim_order_id");--> statement-breakpoint
CREATE INDEX "payment_exchanges_payment_idx" ON "payment_exchanges" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "subscription_contact_messages_created_idx" ON "subscription_contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "subscription_invoices_subscription_idx" ON "subscription_invoices" USING btree ("subscription_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_one_open" ON "subscription_invoices" USING btree ("subscription_id") WHERE "subscription_invoices"."status" = 'open';--> statement-breakpoint
CREATE INDEX "subscription_payments_invoice_idx" ON "subscription_payments" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "subscription_payments_state_idx" ON "subscription_payments" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_payments_one_request" ON "subscription_payments" USING btree ("invoice_id") WHERE "subscription_payments"."state" in ('pending', 'incomplete');--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_doctor_unique" ON "subscriptions" USING btree ("doctor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_clinic_unique" ON "subscriptions" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "subscriptions_status_idx" ON "subscriptions" USING btree ("status");--> statement-breakpoint
-- Accounts opened before subscriptions existed: a welcome period from the migration's practice day (not restricted).
INSERT INTO "subscriptions" ("doctor_id", "status", "trial_ends_on")
SELECT "id", 'trialing', (now() AT TIME ZONE 'Africa/Algiers')::date + 30
FROM "users" WHERE "kind" = 'doctor' AND "clinic_id" IS NULL AND "deleted_at" IS NULL;--> statement-breakpoint
INSERT INTO "subscriptions" ("clinic_id", "status", "trial_ends_on")
SELECT "id", 'trialing', (now() AT TIME ZONE 'Africa/Algiers')::date + 30 FROM "clinics";
