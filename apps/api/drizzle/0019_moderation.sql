CREATE TABLE "job_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"comment" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_claims" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rsp_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" uuid,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "unpublished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "unpublished_reason" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "status_before_unpublish" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "fair_chance_flags" text[];--> statement-breakpoint
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_claims" ADD CONSTRAINT "organization_claims_rsp_id_rsps_id_fk" FOREIGN KEY ("rsp_id") REFERENCES "public"."rsps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_claims" ADD CONSTRAINT "organization_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_claims" ADD CONSTRAINT "organization_claims_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_reports_open_idx" ON "job_reports" USING btree ("job_id","client_id") WHERE "job_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "job_reports_open_created_idx" ON "job_reports" USING btree ("created_at","job_id") WHERE "job_reports"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "organization_claims_pending_user_idx" ON "organization_claims" USING btree ("user_id") WHERE "organization_claims"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "organization_claims_status_created_idx" ON "organization_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "jobs_flagged_created_idx" ON "jobs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE cardinality(fair_chance_flags) > 0;--> statement-breakpoint
CREATE INDEX "jobs_unchecked_idx" ON "jobs" USING btree ("id") WHERE fair_chance_flags is null;