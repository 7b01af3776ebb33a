-- The jobs search (issue 14, docs/rules.md#job-search): a full-text document per job, the job's
-- place for the city and state filters, and its top pay as an hourly amount.
ALTER TABLE "jobs" ADD COLUMN "search" "tsvector";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "place_city" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "place_state" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pay_hourly_max" numeric GENERATED ALWAYS AS (CASE salary_options->>'salary' WHEN 'yearly' THEN round((salary_options->>'max')::numeric / 2080, 2) ELSE (salary_options->>'max')::numeric END) STORED;--> statement-breakpoint
CREATE INDEX "jobs_active_search_idx" ON "jobs" USING gin ("search") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "jobs_active_place_idx" ON "jobs" USING btree ("place_state","place_city","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'active';--> statement-breakpoint
-- The words a job is found by, stemmed in English and in Spanish (a search is matched in both),
-- weighted: the title first, then the employer and department, then the skills and duties, then the
-- description.
CREATE FUNCTION job_search_document(
  p_title text, p_employer text, p_department text, p_skills text, p_responsibilities text[],
  p_description text
) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('english', p_title), 'A') || setweight(to_tsvector('spanish', p_title), 'A')
    || setweight(to_tsvector('english', coalesce(p_employer, '') || ' ' || p_department), 'B')
    || setweight(to_tsvector('spanish', coalesce(p_employer, '') || ' ' || p_department), 'B')
    || setweight(to_tsvector('english', p_skills || ' ' || array_to_string(p_responsibilities, ' ')), 'C')
    || setweight(to_tsvector('spanish', p_skills || ' ' || array_to_string(p_responsibilities, ' ')), 'C')
    || setweight(to_tsvector('english', p_description), 'D')
    || setweight(to_tsvector('spanish', p_description), 'D')
$$;
--> statement-breakpoint
-- A job written: its document and place, from its own fields and its employer's.
CREATE FUNCTION jobs_search_fields() RETURNS trigger
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
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_search_fields
BEFORE INSERT OR UPDATE OF title, description, department, responsibilities, skills_description,
  location, employer_id
ON jobs
FOR EACH ROW EXECUTE FUNCTION jobs_search_fields();
--> statement-breakpoint
-- An employer renamed or moved: every job of theirs follows, in the same transaction.
CREATE FUNCTION employers_job_search() RETURNS trigger
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
    place_state = coalesce(j.location->>'state', NEW.state)
  WHERE j.employer_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER employers_job_search
AFTER UPDATE OF name, city, state ON employers
FOR EACH ROW EXECUTE FUNCTION employers_job_search();
--> statement-breakpoint
-- Every job's document and place from scratch: the backfill, and bulk loads that run with triggers
-- off.
CREATE FUNCTION refill_job_search() RETURNS void
LANGUAGE sql
AS $$
  UPDATE jobs j SET
    search = job_search_document(j.title, e.name, j.department, j.skills_description,
      j.responsibilities, j.description),
    place_city = lower(coalesce(j.location->>'city', e.city)),
    place_state = coalesce(j.location->>'state', e.state)
  FROM employers e
  WHERE e.id = j.employer_id;
$$;
--> statement-breakpoint
SELECT refill_job_search();
