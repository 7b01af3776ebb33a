CREATE TABLE "application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"employer_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "candidate_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "employer_rating" smallint;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "last_candidate_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "application_notes_application_idx" ON "application_notes" USING btree ("application_id","created_at");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_employer_rating_range" CHECK ("applications"."employer_rating" is null or "applications"."employer_rating" between 1 and 5);--> statement-breakpoint
-- ---------------------------------------------------------------------------------------------
-- Written by hand (issue 15, the applicant tracker; decision 029). Keep this block when the
-- migration is generated again.
-- ---------------------------------------------------------------------------------------------
-- Candidate numbers: each new application takes the next number of its job. The job's row is
-- updated (and so locked) by this statement, so two applications to one job take turns and never
-- get the same number; the counter trigger updates that row anyway.
CREATE FUNCTION applications_number_candidate() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE jobs SET last_candidate_number = last_candidate_number + 1
  WHERE id = NEW.job_id
  RETURNING last_candidate_number INTO NEW.candidate_number;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER applications_number_candidate
BEFORE INSERT ON applications
FOR EACH ROW EXECUTE FUNCTION applications_number_candidate();
--> statement-breakpoint
-- Numbers the applications that have none (0): this migration's backfill, and bulk loads that run
-- with triggers off. In the order they were made, after the job's last number.
CREATE FUNCTION number_candidates() RETURNS void
LANGUAGE sql
AS $$
  UPDATE applications a SET candidate_number = n.number
  FROM (
    SELECT a2.id, j.last_candidate_number
                  + row_number() OVER (PARTITION BY a2.job_id ORDER BY a2.created_at, a2.id) AS number
    FROM applications a2 JOIN jobs j ON j.id = a2.job_id
    WHERE a2.candidate_number = 0
  ) n
  WHERE a.id = n.id;
  UPDATE jobs j SET last_candidate_number = m.number
  FROM (SELECT job_id, max(candidate_number) AS number FROM applications GROUP BY job_id) m
  WHERE j.id = m.job_id AND j.last_candidate_number < m.number;
$$;
--> statement-breakpoint
SELECT number_candidates();
--> statement-breakpoint
-- The history: every status an application takes, in the statement that sets it (its insert, the
-- employer's change, the withdrawal, the expiry sweep), at the time written on the row.
CREATE FUNCTION applications_record_status() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status THEN
    RETURN NULL;
  END IF;
  INSERT INTO application_events (application_id, kind, status, created_at, updated_at)
  VALUES (NEW.id, 'status', NEW.status,
          CASE TG_OP WHEN 'INSERT' THEN NEW.created_at ELSE NEW.updated_at END,
          CASE TG_OP WHEN 'INSERT' THEN NEW.created_at ELSE NEW.updated_at END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER applications_record_status
AFTER INSERT OR UPDATE OF status ON applications
FOR EACH ROW EXECUTE FUNCTION applications_record_status();
--> statement-breakpoint
-- The history of the applications made before it was kept: what the timeline columns know.
INSERT INTO application_events (application_id, kind, status, created_at, updated_at)
SELECT id, 'status', 'applied', created_at, created_at FROM applications;
--> statement-breakpoint
INSERT INTO application_events (application_id, kind, status, created_at, updated_at)
SELECT id, 'status', 'interview', interview_requested_at, interview_requested_at
FROM applications WHERE interview_requested_at IS NOT NULL;
--> statement-breakpoint
INSERT INTO application_events (application_id, kind, status, created_at, updated_at)
SELECT id, 'status', status, closed_at, closed_at FROM applications WHERE closed_at IS NOT NULL;
