CREATE TABLE "eligible_job_counts" (
	"client_mask" integer PRIMARY KEY NOT NULL,
	"jobs" integer NOT NULL
);
--> statement-breakpoint
-- The active jobs a client with the offense bits `m` is eligible for, counted from the sets of
-- accepted offenses (migration 0006).
CREATE FUNCTION eligible_job_count(m integer) RETURNS integer
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  SELECT coalesce(sum(jobs), 0)::integer FROM active_job_offense_counts WHERE offense_mask & m = m
$$;
--> statement-breakpoint
-- A set of accepted offenses gained or lost active jobs: every client set it includes follows.
-- Every change of the counts, and every new client set, takes the same transaction-long lock, so
-- a new set's count and a concurrent change never miss each other.
CREATE FUNCTION active_job_offense_counts_eligible() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  delta integer;
  mask integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    delta := -OLD.jobs;
    mask := OLD.offense_mask;
  ELSIF TG_OP = 'INSERT' THEN
    delta := NEW.jobs;
    mask := NEW.offense_mask;
  ELSE
    delta := NEW.jobs - OLD.jobs;
    mask := NEW.offense_mask;
  END IF;
  IF delta <> 0 THEN
    PERFORM pg_advisory_xact_lock(hashtext('eligible_job_counts'));
    UPDATE eligible_job_counts SET jobs = jobs + delta WHERE client_mask & mask = client_mask;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A client with a set of offenses no one had: its count, from the sets of accepted offenses.
CREATE FUNCTION clients_eligible_job_count() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  m integer := offense_mask(NEW.offense, 1 << 30);
BEGIN
  IF m IS NULL OR EXISTS (SELECT 1 FROM eligible_job_counts WHERE client_mask = m) THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('eligible_job_counts'));
  INSERT INTO eligible_job_counts (client_mask, jobs) VALUES (m, eligible_job_count(m))
  ON CONFLICT (client_mask) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every count from scratch: the backfill, and bulk loads that run with triggers off.
CREATE FUNCTION refill_eligible_job_counts() RETURNS void
LANGUAGE sql
AS $$
  DELETE FROM eligible_job_counts;
  INSERT INTO eligible_job_counts (client_mask, jobs)
  SELECT m, eligible_job_count(m) FROM (
    SELECT 0 AS m
    UNION SELECT offense_mask(offense, 1 << 30) FROM clients WHERE offense IS NOT NULL
  ) masks;
$$;
--> statement-breakpoint
SELECT refill_eligible_job_counts();
--> statement-breakpoint
CREATE TRIGGER active_job_offense_counts_eligible
AFTER INSERT OR DELETE OR UPDATE OF jobs ON active_job_offense_counts
FOR EACH ROW EXECUTE FUNCTION active_job_offense_counts_eligible();
--> statement-breakpoint
CREATE TRIGGER clients_eligible_job_count
AFTER INSERT OR UPDATE OF offense ON clients
FOR EACH ROW EXECUTE FUNCTION clients_eligible_job_count();
