-- A client's applications as the organization's clients list shows them, kept as JSON text by the
-- database (issue 16, decision 056), instead of every application joined to its job and employer
-- on every page of the list.
CREATE TABLE "client_application_lists" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"doc" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_application_lists" ADD CONSTRAINT "client_application_lists_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A client's applications as the organization's clients list shows them (issue 16, decision 056):
-- newest first, times as the API writes them (ISO 8601 in UTC, milliseconds).
CREATE FUNCTION client_application_list(c uuid) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  SELECT coalesce(json_agg(json_build_object('id', a.id, 'jobId', j.id, 'jobTitle', j.title,
      'employerName', e.name, 'status', a.status,
      'createdAt', to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    ORDER BY a.created_at DESC, a.id DESC), '[]'::json)::text
  FROM applications a
  JOIN jobs j ON j.id = a.job_id
  JOIN employers e ON e.id = j.employer_id
  WHERE a.client_id = c
$$;
--> statement-breakpoint
-- The kept lists of the clients `ids` written again. Each list's row is locked (in the order of the
-- ids) before the applications are read, in a statement of its own: a concurrent transaction that
-- changed one of these clients' applications has committed by then, so neither loses the other's
-- change. Row locks, not advisory ones: a renamed employer's thousands of applicants fit in one
-- transaction. A client being deleted gets no list. Called by the triggers below when their
-- transaction commits (they are deferred), so a transaction takes these locks after every other
-- lock it holds: the rows of the applications, jobs and employers it changed.
CREATE FUNCTION refresh_client_application_lists(ids uuid[]) RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO client_application_lists (client_id, doc)
  SELECT c.id, '[]' FROM clients c WHERE c.id = ANY (ids)
  ON CONFLICT (client_id) DO NOTHING;
  PERFORM 1 FROM client_application_lists WHERE client_id = ANY (ids)
  ORDER BY client_id FOR UPDATE;
  UPDATE client_application_lists SET doc = client_application_list(client_id)
  WHERE client_id = ANY (ids);
END
$$;
--> statement-breakpoint
-- An application added, removed, moved or given a new status: its client's list follows.
CREATE FUNCTION applications_client_application_list() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_client_application_lists(ARRAY[NEW.client_id]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_client_application_lists(ARRAY[OLD.client_id]);
  ELSIF (OLD.client_id, OLD.job_id, OLD.status, OLD.created_at)
      IS DISTINCT FROM (NEW.client_id, NEW.job_id, NEW.status, NEW.created_at) THEN
    PERFORM refresh_client_application_lists(ARRAY[OLD.client_id, NEW.client_id]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A job retitled or moved to another employer: the lists of everyone who applied to it, read
-- when the transaction commits.
CREATE FUNCTION jobs_client_application_lists() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM refresh_client_application_lists(
    ARRAY(SELECT client_id FROM applications WHERE job_id = NEW.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An employer renamed: the lists of everyone who applied to one of its jobs, read when the
-- transaction commits (an application to one of its jobs that commits before then is among them).
CREATE FUNCTION employers_client_application_lists() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM refresh_client_application_lists(ARRAY(
    SELECT DISTINCT a.client_id FROM applications a JOIN jobs j ON j.id = a.job_id
    WHERE j.employer_id = NEW.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every list from scratch: the backfill, and bulk loads that run with triggers off.
CREATE FUNCTION refill_client_application_lists() RETURNS void
LANGUAGE sql
AS $$
  DELETE FROM client_application_lists;
  INSERT INTO client_application_lists (client_id, doc)
  SELECT s.client_id, client_application_list(s.client_id)
  FROM (SELECT DISTINCT client_id FROM applications) s;
$$;
--> statement-breakpoint
-- Deferred to the commit (see refresh_client_application_lists); `SET CONSTRAINTS ... IMMEDIATE`
-- runs them earlier.
CREATE CONSTRAINT TRIGGER applications_client_application_list
AFTER INSERT OR DELETE OR UPDATE OF client_id, job_id, status, created_at ON applications
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION applications_client_application_list();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER jobs_client_application_lists
AFTER UPDATE OF title, employer_id ON jobs
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW
WHEN ((OLD.title, OLD.employer_id) IS DISTINCT FROM (NEW.title, NEW.employer_id))
EXECUTE FUNCTION jobs_client_application_lists();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER employers_client_application_lists
AFTER UPDATE OF name ON employers
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW
WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION employers_client_application_lists();
--> statement-breakpoint
-- After the triggers: a change committed by a running API while this migration runs waits for it,
-- and is then listed.
SELECT refill_client_application_lists();
