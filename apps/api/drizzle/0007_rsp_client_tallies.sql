CREATE TABLE "rsp_client_tallies" (
	"rsp_id" uuid NOT NULL,
	"case_manager_user_id" uuid,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "rsp_client_tallies_key" UNIQUE NULLS NOT DISTINCT("rsp_id","case_manager_user_id","kind","key")
);
--> statement-breakpoint
-- Adds `sign` (1 or -1) times one visible link's values to its organization's tallies: its status,
-- the client's justice status and county (where they live, else where they are released to) when
-- known, and each of their support needs and offenses.
CREATE FUNCTION rsp_tally_apply(
  p_rsp uuid, p_manager uuid, p_status text, p_justice text, p_county text,
  p_support text[], p_offense text[], p_sign integer
) RETURNS void
LANGUAGE sql
AS $$
  INSERT INTO rsp_client_tallies AS t (rsp_id, case_manager_user_id, kind, key, n)
  SELECT p_rsp, p_manager, kind, key, (count(*) * p_sign)::integer
  FROM (
    SELECT 'status' AS kind, p_status AS key
    UNION ALL SELECT 'justiceStatus', p_justice WHERE p_justice IS NOT NULL
    UNION ALL SELECT 'county', p_county WHERE p_county IS NOT NULL
    UNION ALL SELECT 'support', s FROM unnest(p_support) AS s
    UNION ALL SELECT 'offense', o FROM unnest(p_offense) AS o
  ) AS values_of_link
  GROUP BY kind, key
  ON CONFLICT ON CONSTRAINT rsp_client_tallies_key DO UPDATE SET n = t.n + excluded.n;
$$;
--> statement-breakpoint
-- A link changed: take its old values out, put its new ones in (a withdrawn link counts nowhere).
-- When the client is gone (deleted: clients_tally took them out first), nothing is left to do.
CREATE FUNCTION rsp_clients_tally() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  c clients%ROWTYPE;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.withdrawn_at IS NULL THEN
    SELECT * INTO c FROM clients WHERE id = OLD.client_id;
    IF FOUND THEN
      PERFORM rsp_tally_apply(OLD.rsp_id, OLD.case_manager_user_id, OLD.status, c.justice_status,
        coalesce(c.county, c.released_county), c.support, c.offense, -1);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.withdrawn_at IS NULL THEN
    SELECT * INTO c FROM clients WHERE id = NEW.client_id;
    IF FOUND THEN
      PERFORM rsp_tally_apply(NEW.rsp_id, NEW.case_manager_user_id, NEW.status, c.justice_status,
        coalesce(c.county, c.released_county), c.support, c.offense, 1);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER rsp_clients_tally
AFTER INSERT OR DELETE OR UPDATE OF rsp_id, client_id, status, case_manager_user_id, withdrawn_at
ON rsp_clients
FOR EACH ROW EXECUTE FUNCTION rsp_clients_tally();
--> statement-breakpoint
-- A linked client's charted fields changed, or the client is about to be deleted (before the
-- cascade removes their links): move every visible link of theirs from the old values to the new.
CREATE FUNCTION clients_tally() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  link rsp_clients%ROWTYPE;
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.justice_status, coalesce(OLD.county, OLD.released_county),
      OLD.support, OLD.offense) IS NOT DISTINCT FROM (NEW.justice_status,
      coalesce(NEW.county, NEW.released_county), NEW.support, NEW.offense) THEN
    RETURN NULL;
  END IF;
  FOR link IN SELECT * FROM rsp_clients WHERE client_id = OLD.id AND withdrawn_at IS NULL LOOP
    PERFORM rsp_tally_apply(link.rsp_id, link.case_manager_user_id, link.status, OLD.justice_status,
      coalesce(OLD.county, OLD.released_county), OLD.support, OLD.offense, -1);
    IF TG_OP = 'UPDATE' THEN
      PERFORM rsp_tally_apply(link.rsp_id, link.case_manager_user_id, link.status,
        NEW.justice_status, coalesce(NEW.county, NEW.released_county), NEW.support, NEW.offense, 1);
    END IF;
  END LOOP;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER clients_tally_update
AFTER UPDATE OF justice_status, county, released_county, support, offense ON clients
FOR EACH ROW EXECUTE FUNCTION clients_tally();
--> statement-breakpoint
CREATE TRIGGER clients_tally_delete
BEFORE DELETE ON clients
FOR EACH ROW EXECUTE FUNCTION clients_tally();
--> statement-breakpoint
-- Recounts every organization's tallies from the links: the backfill, and bulk loads that run
-- with triggers off.
CREATE FUNCTION recount_rsp_client_tallies() RETURNS void
LANGUAGE sql
AS $$
  DELETE FROM rsp_client_tallies;
  INSERT INTO rsp_client_tallies (rsp_id, case_manager_user_id, kind, key, n)
  SELECT rc.rsp_id, rc.case_manager_user_id, v.kind, v.key, count(*)::integer
  FROM rsp_clients rc
  JOIN clients c ON c.id = rc.client_id
  CROSS JOIN LATERAL (
    SELECT 'status' AS kind, rc.status AS key
    UNION ALL SELECT 'justiceStatus', c.justice_status WHERE c.justice_status IS NOT NULL
    UNION ALL SELECT 'county', coalesce(c.county, c.released_county)
      WHERE coalesce(c.county, c.released_county) IS NOT NULL
    UNION ALL SELECT 'support', s FROM unnest(c.support) AS s
    UNION ALL SELECT 'offense', o FROM unnest(c.offense) AS o
  ) AS v
  WHERE rc.withdrawn_at IS NULL
  GROUP BY rc.rsp_id, rc.case_manager_user_id, v.kind, v.key;
$$;
--> statement-breakpoint
SELECT recount_rsp_client_tallies();
