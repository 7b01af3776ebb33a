-- A job's answer kept as JSON text by the database (issue 11, decision 051): every field that
-- changes only when the job or its employer is edited, written once per edit instead of on every
-- read. A read adds what changes otherwise or depends on the reader (`jobJson` in
-- apps/api/src/features/jobs/queries.ts): the status, the counts, updatedAt, a list's cursor, the
-- viewing client's application, and why staff unpublished it. It is kept with the job's search
-- document and place (migration 0009), by the same triggers.
ALTER TABLE "jobs" ADD COLUMN "doc" text;--> statement-breakpoint
-- The kept fields of job `j` whose employer is `e_name` of `e_city`, `e_state`, in the answer's
-- order. Times as the API writes them (ISO 8601 in UTC, milliseconds).
CREATE FUNCTION job_json_doc(j jobs, e_name text, e_city text, e_state text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  SELECT json_build_object('id', j.id, 'employerId', j.employer_id,
    'employer', json_build_object('id', j.employer_id, 'name', e_name, 'city', e_city,
      'state', e_state),
    'title', j.title, 'description', j.description, 'department', j.department,
    'startDate', coalesce(j.start_date, ''), 'typeOfWork', j.type_of_work,
    'workingTime', j.working_time, 'numberOfOpenPositions', j.number_of_open_positions,
    'location', j.location, 'offenses', j.offenses, 'responsibilities', j.responsibilities,
    'experience', j.experience, 'skills', j.skills, 'skillsDescription', j.skills_description,
    'salaryOptions', j.salary_options, 'questions', j.questions,
    'createdAt', to_char(j.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text
$$;
--> statement-breakpoint
-- A job written: its document, place and kept JSON, from its own fields and its employer's.
CREATE OR REPLACE FUNCTION jobs_search_fields() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  e employers%ROWTYPE;
BEGIN
  SELECT * INTO e FROM employers WHERE id = NEW.employer_id;
  NEW.search := job_search_document(NEW.title, e.name, NEW.department, NEW.skills_description,
    NEW.responsibilities, NEW.description);
  NEW.place_city := lower(coalesce(NEW.location->>'city', e.city));
  NEW.place_state := coalesce(NEW.location->>'state', e.state);
  NEW.doc := job_json_doc(NEW, e.name, e.city, e.state);
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER jobs_search_fields ON jobs;--> statement-breakpoint
CREATE TRIGGER jobs_search_fields
BEFORE INSERT OR UPDATE OF employer_id, title, description, department, start_date, type_of_work,
  working_time, number_of_open_positions, location, offenses, responsibilities, experience, skills,
  skills_description, salary_options, questions, created_at
ON jobs
FOR EACH ROW EXECUTE FUNCTION jobs_search_fields();
--> statement-breakpoint
-- An employer renamed or moved: every job of theirs follows, in the same transaction.
CREATE OR REPLACE FUNCTION employers_job_search() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF (OLD.name, OLD.city, OLD.state) IS NOT DISTINCT FROM (NEW.name, NEW.city, NEW.state) THEN
    RETURN NULL;
  END IF;
  UPDATE jobs j SET
    search = job_search_document(j.title, NEW.name, j.department, j.skills_description,
      j.responsibilities, j.description),
    place_city = lower(coalesce(j.location->>'city', NEW.city)),
    place_state = coalesce(j.location->>'state', NEW.state),
    doc = job_json_doc(j, NEW.name, NEW.city, NEW.state)
  WHERE j.employer_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every job's document, place and kept JSON from scratch: the backfill, and bulk loads that run
-- with triggers off.
CREATE OR REPLACE FUNCTION refill_job_search() RETURNS void
LANGUAGE sql
AS $$
  UPDATE jobs j SET
    search = job_search_document(j.title, e.name, j.department, j.skills_description,
      j.responsibilities, j.description),
    place_city = lower(coalesce(j.location->>'city', e.city)),
    place_state = coalesce(j.location->>'state', e.state),
    doc = job_json_doc(j, e.name, e.city, e.state)
  FROM employers e
  WHERE e.id = j.employer_id;
$$;
--> statement-breakpoint
SELECT refill_job_search();
