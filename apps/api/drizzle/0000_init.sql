CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"address" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"personal_summary" text,
	"justice_status" text NOT NULL,
	"facility" text,
	"expected_released_at" text,
	"released_county" text,
	"support" text[] DEFAULT '{}'::text[] NOT NULL,
	"reentry_service_provider" text,
	"reentry_pipeline" jsonb,
	"personal_strengths" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"offense" text[] DEFAULT '{}'::text[] NOT NULL,
	"sexual_offender_registry" boolean DEFAULT false NOT NULL,
	"sbn" boolean DEFAULT false NOT NULL,
	"time_served" text,
	"released_at" text,
	"state_or_federal" text,
	"relative_experience" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"education" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"license" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"diversity" jsonb,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"referred_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"industry" text NOT NULL,
	"description" text NOT NULL,
	"years_in_business" text,
	"number_of_employees" text,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"available_jobs_count" integer NOT NULL,
	"available_uncloaks_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employers_jobs_quota_nonnegative" CHECK ("employers"."available_jobs_count" >= 0),
	CONSTRAINT "employers_uncloaks_quota_nonnegative" CHECK ("employers"."available_uncloaks_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rsp_id" uuid NOT NULL,
	"invited_by_user_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"accepted_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"employer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"department" text NOT NULL,
	"start_date" text,
	"type_of_work" text NOT NULL,
	"working_time" text NOT NULL,
	"number_of_open_positions" integer NOT NULL,
	"location" jsonb,
	"offenses" text[] DEFAULT '{}'::text[] NOT NULL,
	"responsibilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience" text NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills_description" text NOT NULL,
	"salary_options" jsonb NOT NULL,
	"questions" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"key" text PRIMARY KEY NOT NULL,
	"owner_user_id" uuid,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"template" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsp_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"rsp_id" uuid,
	"role" text NOT NULL,
	"position" text,
	"is_profile_filled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsp_client_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rsp_client_id" uuid NOT NULL,
	"author_user_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsp_clients" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rsp_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"case_manager_user_id" uuid,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsps" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"email" text,
	"phone" text,
	"address" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"avatar" text,
	"services_area" text[] DEFAULT '{}'::text[] NOT NULL,
	"support" text[] DEFAULT '{}'::text[] NOT NULL,
	"justice_status" text[] DEFAULT '{}'::text[] NOT NULL,
	"offenses" text[] DEFAULT '{}'::text[] NOT NULL,
	"phone_rsp_contact" text,
	"email_rsp_contact" text,
	"provider_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_state" (
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_state_key_pk" PRIMARY KEY("key")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"avatar" text,
	"type" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employers" ADD CONSTRAINT "employers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_rsp_id_rsps_id_fk" FOREIGN KEY ("rsp_id") REFERENCES "public"."rsps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsp_accounts" ADD CONSTRAINT "rsp_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsp_accounts" ADD CONSTRAINT "rsp_accounts_rsp_id_rsps_id_fk" FOREIGN KEY ("rsp_id") REFERENCES "public"."rsps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsp_client_notes" ADD CONSTRAINT "rsp_client_notes_rsp_client_id_rsp_clients_id_fk" FOREIGN KEY ("rsp_client_id") REFERENCES "public"."rsp_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsp_client_notes" ADD CONSTRAINT "rsp_client_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsp_clients" ADD CONSTRAINT "rsp_clients_rsp_id_rsps_id_fk" FOREIGN KEY ("rsp_id") REFERENCES "public"."rsps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsp_clients" ADD CONSTRAINT "rsp_clients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsp_clients" ADD CONSTRAINT "rsp_clients_case_manager_user_id_users_id_fk" FOREIGN KEY ("case_manager_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_job_client_idx" ON "applications" USING btree ("job_id","client_id");--> statement-breakpoint
CREATE INDEX "applications_job_status_idx" ON "applications" USING btree ("job_id","status","created_at");--> statement-breakpoint
CREATE INDEX "applications_client_created_idx" ON "applications" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_status_created_idx" ON "applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_user_idx" ON "clients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "clients_offense_gin_idx" ON "clients" USING gin ("offense");--> statement-breakpoint
CREATE INDEX "clients_experience_gin_idx" ON "clients" USING gin ("experience");--> statement-breakpoint
CREATE UNIQUE INDEX "employers_user_idx" ON "employers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_rsp_email_pending_idx" ON "invitations" USING btree ("rsp_id",lower("email")) WHERE "invitations"."accepted_at" is null and "invitations"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_status_created_idx" ON "jobs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "jobs_employer_created_idx" ON "jobs" USING btree ("employer_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_offenses_gin_idx" ON "jobs" USING gin ("offenses");--> statement-breakpoint
CREATE INDEX "jobs_updated_idx" ON "jobs" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "media_owner_idx" ON "media" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_idx" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_lookup_idx" ON "rate_limit_hits" USING btree ("bucket","key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_idx" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rsp_accounts_rsp_idx" ON "rsp_accounts" USING btree ("rsp_id","role");--> statement-breakpoint
CREATE INDEX "rsp_client_notes_client_idx" ON "rsp_client_notes" USING btree ("rsp_client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rsp_clients_rsp_client_idx" ON "rsp_clients" USING btree ("rsp_id","client_id");--> statement-breakpoint
CREATE INDEX "rsp_clients_rsp_status_idx" ON "rsp_clients" USING btree ("rsp_id","status");--> statement-breakpoint
CREATE INDEX "rsp_clients_case_manager_idx" ON "rsp_clients" USING btree ("case_manager_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rsps_name_lower_idx" ON "rsps" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "rsps_provider_key_idx" ON "rsps" USING btree ("provider_key");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));