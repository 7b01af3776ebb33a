CREATE TABLE "client_check_ins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"milestone" smallint NOT NULL,
	"token_hash" text NOT NULL,
	"language" text NOT NULL,
	"still_working" boolean,
	"needs" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hire_check_ins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rsp_client_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"milestone" smallint NOT NULL,
	"still_employed" boolean NOT NULL,
	"hourly_wage" numeric(8, 2),
	"hours_per_week" smallint,
	"same_employer" boolean NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"recorded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_check_ins" ADD CONSTRAINT "client_check_ins_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hire_check_ins" ADD CONSTRAINT "hire_check_ins_rsp_client_id_rsp_clients_id_fk" FOREIGN KEY ("rsp_client_id") REFERENCES "public"."rsp_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hire_check_ins" ADD CONSTRAINT "hire_check_ins_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hire_check_ins" ADD CONSTRAINT "hire_check_ins_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_check_ins_key_idx" ON "client_check_ins" USING btree ("application_id","milestone");--> statement-breakpoint
CREATE UNIQUE INDEX "client_check_ins_token_idx" ON "client_check_ins" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "hire_check_ins_key_idx" ON "hire_check_ins" USING btree ("rsp_client_id","application_id","milestone");