-- An application takes its candidate number and adds itself to its job's counts in one update of
-- the job's row (issue 11). Two updates (the number before the insert, the counts after it) each
-- wrote a new version of the job's wide row, and each version new entries in every index of
-- `jobs`, the search document's among them. 400 applications inserted at full scale took 497-543 ms
-- instead of 621-702 (docs/PERFORMANCE.md).
-- The numbers come before the row exists, so an insert that skipped its row (ON CONFLICT DO
-- NOTHING, which the API never uses for applications) would still be counted.
CREATE OR REPLACE FUNCTION applications_number_candidate() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE jobs SET last_candidate_number = last_candidate_number + 1,
    applications_count = applications_count
      + (NEW.status IN ('applied', 'interview', 'hired'))::integer,
    applications_total = applications_total + 1
  WHERE id = NEW.job_id
  RETURNING last_candidate_number INTO NEW.candidate_number;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- A job's applicant counts after an application's status or job changed, or it was deleted:
-- applicationsCount counts applied, interview and hired (COUNTED_APPLICATION_STATUSES),
-- applicationsTotal all of them. A new application is counted by the trigger above.
CREATE OR REPLACE FUNCTION applications_count_on_job() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  old_counted integer := (OLD.status IN ('applied', 'interview', 'hired'))::integer;
  new_counted integer := 0;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    new_counted := (NEW.status IN ('applied', 'interview', 'hired'))::integer;
    IF OLD.job_id = NEW.job_id THEN
      IF old_counted <> new_counted THEN
        UPDATE jobs SET applications_count = applications_count + new_counted - old_counted
        WHERE id = NEW.job_id;
      END IF;
      RETURN NULL;
    END IF;
    UPDATE jobs SET applications_count = applications_count + new_counted,
                    applications_total = applications_total + 1
    WHERE id = NEW.job_id;
  END IF;
  UPDATE jobs SET applications_count = applications_count - old_counted,
                  applications_total = applications_total - 1
  WHERE id = OLD.job_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER applications_count_on_job ON applications;
--> statement-breakpoint
CREATE TRIGGER applications_count_on_job
AFTER DELETE OR UPDATE OF status, job_id ON applications
FOR EACH ROW EXECUTE FUNCTION applications_count_on_job();
