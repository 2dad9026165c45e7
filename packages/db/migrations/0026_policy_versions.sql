CREATE TABLE "policy_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"sections" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_versions_type_known" CHECK ("policy_versions"."type" in ('law', 'personal', 'cookies'))
);
--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "policy_versions_type_version_idx" ON "policy_versions" USING btree ("type","version");--> statement-breakpoint
CREATE INDEX "policy_versions_newest_idx" ON "policy_versions" USING btree ("type","id" DESC NULLS LAST);