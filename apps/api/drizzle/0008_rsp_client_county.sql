-- The client's county on each of their links (issue 11): where they live, else the county they are
-- released to. The organization's list filters by it from the link's own index, instead of reading
-- every link of the organization and then each client's row to compare counties.
ALTER TABLE "rsp_clients" ADD COLUMN "county" text;--> statement-breakpoint
UPDATE "rsp_clients" rc SET "county" = coalesce(c."county", c."released_county")
FROM "clients" c WHERE c."id" = rc."client_id";--> statement-breakpoint
CREATE INDEX "rsp_clients_county_idx" ON "rsp_clients" USING btree ("rsp_id","county","status","created_at","id","client_id","case_manager_user_id") WHERE "rsp_clients"."withdrawn_at" is null;--> statement-breakpoint
-- A new link (or a link moved to another client) takes the client's county.
CREATE FUNCTION rsp_clients_county() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  SELECT coalesce(c.county, c.released_county) INTO NEW.county FROM clients c WHERE c.id = NEW.client_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER rsp_clients_county
BEFORE INSERT OR UPDATE OF client_id ON rsp_clients
FOR EACH ROW EXECUTE FUNCTION rsp_clients_county();
--> statement-breakpoint
-- A client's county changed: every link of theirs follows, in the same transaction.
CREATE FUNCTION clients_county() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE rsp_clients SET county = coalesce(NEW.county, NEW.released_county)
  WHERE client_id = NEW.id AND county IS DISTINCT FROM coalesce(NEW.county, NEW.released_county);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER clients_county
AFTER UPDATE OF county, released_county ON clients
FOR EACH ROW EXECUTE FUNCTION clients_county();
--> statement-breakpoint
-- Bulk loads that run with triggers off set every link's county from its client.
CREATE FUNCTION refill_rsp_client_counties() RETURNS void
LANGUAGE sql
AS $$
  UPDATE rsp_clients rc SET county = coalesce(c.county, c.released_county)
  FROM clients c
  WHERE c.id = rc.client_id AND rc.county IS DISTINCT FROM coalesce(c.county, c.released_county);
$$;
