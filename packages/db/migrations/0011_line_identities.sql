CREATE TABLE "sign_in_flows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state_hash" text NOT NULL,
	"binding_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" uuid,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_flows_purpose_known" CHECK ("sign_in_flows"."purpose" in ('login', 'link')),
	CONSTRAINT "sign_in_flows_link_has_member" CHECK ("sign_in_flows"."purpose" <> 'link' or "sign_in_flows"."user_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"display_name" text,
	"linked_at" timestamp with time zone NOT NULL,
	"messaging_blocked_at" timestamp with time zone,
	CONSTRAINT "user_identities_provider_known" CHECK ("user_identities"."provider" in ('facebook', 'line'))
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_settings_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
DROP INDEX "messaging_outbox_waiting_idx";--> statement-breakpoint
DROP INDEX "messaging_outbox_once_key";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "messaging_outbox" ADD COLUMN "retry_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "messaging_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messaging_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messaging_outbox" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "messaging_outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sign_in_flows" ADD CONSTRAINT "sign_in_flows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_flows_state_key" ON "sign_in_flows" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "sign_in_flows_expires_idx" ON "sign_in_flows" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_provider_subject_key" ON "user_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_user_provider_key" ON "user_identities" USING btree ("user_id","provider");--> statement-breakpoint
CREATE INDEX "messaging_outbox_sent_idx" ON "messaging_outbox" USING btree ("user_id","sent_at") WHERE "messaging_outbox"."sent_at" is not null;--> statement-breakpoint
CREATE INDEX "messaging_outbox_waiting_idx" ON "messaging_outbox" USING btree ("send_after") WHERE "messaging_outbox"."sent_at" is null and "messaging_outbox"."cancelled_at" is null and "messaging_outbox"."failed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "messaging_outbox_once_key" ON "messaging_outbox" USING btree ("user_id","kind","ref_id","about_on") WHERE "messaging_outbox"."cancelled_at" is null;