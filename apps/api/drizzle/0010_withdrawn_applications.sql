ALTER TABLE "applications" drop column "status_order";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status_order" smallint GENERATED ALWAYS AS (case status when 'interview' then 7 when 'applied' then 6 when 'hired' then 5 when 'notAFit' then 4 when 'rejected' then 3 when 'expired' then 2 when 'withdrawn' then 1 else 0 end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "interview_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
-- ---------------------------------------------------------------------------------------------
-- Written by hand (issue 14, "Clear standing"; decision 024). Keep this block when the migration
-- is generated again.
-- ---------------------------------------------------------------------------------------------
-- Dropping `status_order` above dropped the applicants list's index: build it again on the new
-- ranks (withdrawn is the lowest, docs/rules.md#applicant-order-and-counts).
CREATE INDEX "applications_job_order_idx" ON "applications" USING btree ("job_id","status_order","created_at","id");--> statement-breakpoint
-- The timeline of the applications made before it was kept. Nothing but a status change writes an
-- application, so its `updated_at` is the time of its last step: the interview request for one in
-- interview, the final status for a closed one. When an application was moved to interview before
-- it was hired or rejected is not known: it stays null and the timeline shows that step undated.
UPDATE "applications" SET "interview_requested_at" = "updated_at" WHERE "status" = 'interview';--> statement-breakpoint
UPDATE "applications" SET "closed_at" = "updated_at"
  WHERE "status" IN ('hired', 'rejected', 'notAFit', 'expired', 'withdrawn');
