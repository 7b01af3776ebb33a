-- Eligibility as bits: bit i is OFFENSES[i] of packages/shared (in that order; the test
-- job-counters keeps the two lists equal). A value outside the list gives the bits `unknown`:
-- jobs pass 0 (a value no one has accepts no one), clients 1 << 30, a bit no job has (a client
-- with an offense outside the list is eligible for nothing, as with the arrays).
CREATE FUNCTION offense_mask(offenses text[], unknown integer) RETURNS integer
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT coalesce(bit_or(CASE WHEN p IS NULL THEN unknown ELSE 1 << (p - 1) END), 0)::integer
  FROM (SELECT array_position(ARRAY['possession', 'distribution', 'vandalism', 'arson', 'sexualAssault', 'statutoryRape', 'pornography', 'robbery', 'identityTheft', 'burglary', 'homicide', 'manslaughter', 'recklessEndangerment', 'domesticViolence', 'battery', 'fraud', 'embezzlement', 'moneyLaundering', 'bailJumping', 'diuDwi', 'hitAndRun', 'fleeingPolice', 'vehicularHomicide', 'vehicularManslaughter']::text[], o) AS p FROM unnest(offenses) AS o) AS positions
$$;
--> statement-breakpoint
CREATE TABLE "active_job_offense_counts" (
	"offense_mask" integer PRIMARY KEY NOT NULL,
	"jobs" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "applications_job_status_idx";--> statement-breakpoint
DROP INDEX "jobs_status_created_idx";--> statement-breakpoint
DROP INDEX "jobs_offenses_gin_idx";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status_order" smallint GENERATED ALWAYS AS (case status when 'interview' then 6 when 'applied' then 5 when 'hired' then 4 when 'notAFit' then 3 when 'rejected' then 2 when 'expired' then 1 else 0 end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "offense_mask" integer GENERATED ALWAYS AS (offense_mask(offenses, 0)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "applications_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "applications_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "applications_job_order_idx" ON "applications" USING btree ("job_id","status_order","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_active_created_idx" ON "jobs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"offense_mask","skills") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "jobs_active_skills_idx" ON "jobs" USING gin ("skills") WHERE status = 'active';
--> statement-breakpoint
-- Active jobs per set of accepted offenses (see active_job_offense_counts in schema.ts).
CREATE FUNCTION jobs_count_active_offenses() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.offense_mask = NEW.offense_mask THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'active' THEN
    UPDATE active_job_offense_counts SET jobs = jobs - 1 WHERE offense_mask = OLD.offense_mask;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'active' THEN
    INSERT INTO active_job_offense_counts AS c (offense_mask, jobs) VALUES (NEW.offense_mask, 1)
    ON CONFLICT (offense_mask) DO UPDATE SET jobs = c.jobs + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_count_active_offenses
AFTER INSERT OR DELETE OR UPDATE OF status, offenses ON jobs
FOR EACH ROW EXECUTE FUNCTION jobs_count_active_offenses();
--> statement-breakpoint
-- A job's applicant counts: applicationsCount counts applied, interview and hired
-- (COUNTED_APPLICATION_STATUSES), applicationsTotal all of them.
CREATE FUNCTION applications_count_on_job() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  old_counted integer := 0;
  new_counted integer := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    old_counted := (OLD.status IN ('applied', 'interview', 'hired'))::integer;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    new_counted := (NEW.status IN ('applied', 'interview', 'hired'))::integer;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.job_id = NEW.job_id THEN
    IF old_counted <> new_counted THEN
      UPDATE jobs SET applications_count = applications_count + new_counted - old_counted
      WHERE id = NEW.job_id;
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE jobs SET applications_count = applications_count - old_counted,
                    applications_total = applications_total - 1
    WHERE id = OLD.job_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE jobs SET applications_count = applications_count + new_counted,
                    applications_total = applications_total + 1
    WHERE id = NEW.job_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER applications_count_on_job
AFTER INSERT OR DELETE OR UPDATE OF status, job_id ON applications
FOR EACH ROW EXECUTE FUNCTION applications_count_on_job();
--> statement-breakpoint
-- Recounts both from scratch: the migration's backfill, and bulk loads that run with triggers off.
CREATE FUNCTION recount_job_counters() RETURNS void
LANGUAGE sql
AS $$
  UPDATE jobs j SET applications_count = c.counted, applications_total = c.total
  FROM (
    SELECT j2.id, count(a.id)::integer AS total,
           (count(a.id) FILTER (WHERE a.status IN ('applied', 'interview', 'hired')))::integer AS counted
    FROM jobs j2 LEFT JOIN applications a ON a.job_id = j2.id
    GROUP BY j2.id
  ) c
  WHERE j.id = c.id
    AND (j.applications_count, j.applications_total) IS DISTINCT FROM (c.counted, c.total);
  DELETE FROM active_job_offense_counts;
  INSERT INTO active_job_offense_counts (offense_mask, jobs)
  SELECT offense_mask, count(*)::integer FROM jobs WHERE status = 'active' GROUP BY offense_mask;
$$;
--> statement-breakpoint
SELECT recount_job_counters();
