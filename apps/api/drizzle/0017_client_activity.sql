CREATE TABLE "rsp_client_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rsp_client_id" uuid NOT NULL,
	"rsp_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"application_id" uuid,
	"recipient_user_id" uuid,
	"read_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsp_client_views" (
	"user_id" uuid NOT NULL,
	"rsp_client_id" uuid NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rsp_client_views_user_id_rsp_client_id_pk" PRIMARY KEY("user_id","rsp_client_id")
);
--> statement-breakpoint
CREATE TABLE "rsp_notice_mails" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rsp_accounts" ADD COLUMN "notice_emails" text DEFAULT 'daily' NOT NULL;--> statement-breakpoint
ALTER TABLE "rsp_client_notes" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "rsp_client_notes" ADD COLUMN "follow_up_done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rsp_clients" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "rsp_clients" ADD COLUMN "last_applied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rsp_clients" ADD COLUMN "open_interviews" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rsp_clients" ADD COLUMN "next_follow_up_on" date;--> statement-breakpoint
ALTER TABLE "rsp_client_events" ADD CONSTRAINT "rsp_client_events_rsp_client_id_rsp_clients_id_fk" FOREIGN KEY ("rsp_client_id") REFERENCES "public"."rsp_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsp_client_events" ADD CONSTRAINT "rsp_client_events_rsp_id_rsps_id_fk" FOREIGN KEY ("rsp_id") REFERENCES "public"."rsps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsp_client_events" ADD CONSTRAINT "rsp_client_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsp_client_events" ADD CONSTRAINT "rsp_client_events_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsp_client_views" ADD CONSTRAINT "rsp_client_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsp_client_views" ADD CONSTRAINT "rsp_client_views_rsp_client_id_rsp_clients_id_fk" FOREIGN KEY ("rsp_client_id") REFERENCES "public"."rsp_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsp_notice_mails" ADD CONSTRAINT "rsp_notice_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rsp_client_events_client_idx" ON "rsp_client_events" USING btree ("rsp_client_id","created_at");--> statement-breakpoint
CREATE INDEX "rsp_client_events_recipient_idx" ON "rsp_client_events" USING btree ("recipient_user_id","created_at");--> statement-breakpoint
CREATE INDEX "rsp_client_events_unread_idx" ON "rsp_client_events" USING btree ("recipient_user_id") WHERE "rsp_client_events"."read_at" is null;--> statement-breakpoint
CREATE INDEX "rsp_client_events_unmailed_idx" ON "rsp_client_events" USING btree ("recipient_user_id","created_at") WHERE "rsp_client_events"."mailed_at" is null and "rsp_client_events"."kind" in ('applied', 'interview', 'hired', 'rejected', 'notAFit');--> statement-breakpoint
CREATE INDEX "rsp_client_notes_follow_up_idx" ON "rsp_client_notes" USING btree ("rsp_client_id","follow_up_on") WHERE "rsp_client_notes"."follow_up_on" is not null and "rsp_client_notes"."follow_up_done_at" is null;--> statement-breakpoint
CREATE INDEX "rsp_clients_activity_idx" ON "rsp_clients" USING btree ("rsp_id","last_activity_at","id","case_manager_user_id","status","open_interviews","next_follow_up_on","last_applied_at") WHERE "rsp_clients"."withdrawn_at" is null;--> statement-breakpoint
-- ---------------------------------------------------------------------------------------------
-- Written by hand (issue 16, who needs attention today; decision 031). Keep this block when the
-- migration is generated again.
-- ---------------------------------------------------------------------------------------------
-- One change of a linked client: a notice to the link's case manager, else to the organization's
-- owner, and (but for the client leaving) the link's last activity moved to its time.
CREATE FUNCTION rsp_record_event(p_link rsp_clients, p_kind text, p_application uuid,
  p_at timestamptz) RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO rsp_client_events (rsp_client_id, rsp_id, kind, application_id, recipient_user_id,
    created_at, updated_at)
  VALUES (p_link.id, p_link.rsp_id, p_kind, p_application,
    coalesce(p_link.case_manager_user_id,
      (SELECT user_id FROM rsp_accounts WHERE rsp_id = p_link.rsp_id AND role = 'owner'
       ORDER BY created_at LIMIT 1)),
    p_at, p_at);
  IF p_kind <> 'stoppedSharing' THEN
    UPDATE rsp_clients SET last_activity_at = greatest(last_activity_at, p_at)
    WHERE id = p_link.id;
  END IF;
END
$$;
--> statement-breakpoint
-- An application made, or its status changed: a change for every organization the client shares
-- with, and their links' last application and count of interviews.
CREATE FUNCTION applications_rsp_activity() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  link rsp_clients%ROWTYPE;
  change_at timestamptz := CASE TG_OP WHEN 'INSERT' THEN NEW.created_at ELSE NEW.updated_at END;
  change_kind text := CASE TG_OP WHEN 'INSERT' THEN 'applied' ELSE NEW.status END;
  interviews integer;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status THEN
    RETURN NULL;
  END IF;
  SELECT count(*) INTO interviews FROM applications
  WHERE client_id = NEW.client_id AND status = 'interview';
  FOR link IN SELECT * FROM rsp_clients WHERE client_id = NEW.client_id AND withdrawn_at IS NULL LOOP
    UPDATE rsp_clients SET open_interviews = interviews,
      last_applied_at = CASE TG_OP WHEN 'INSERT'
        THEN greatest(coalesce(last_applied_at, change_at), change_at) ELSE last_applied_at END
    WHERE id = link.id;
    -- An expiry is the sweep's doing, not the client's nor an employer's: no change to report.
    IF change_kind IN ('applied', 'interview', 'hired', 'rejected', 'notAFit', 'withdrawn') THEN
      PERFORM rsp_record_event(link, change_kind, NEW.id, change_at);
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER applications_rsp_activity
AFTER INSERT OR UPDATE OF status ON applications
FOR EACH ROW EXECUTE FUNCTION applications_rsp_activity();
--> statement-breakpoint
-- The client changed their profile (not only their choice of organization): one change an hour at
-- most per link, so that a session of edits is one line; every edit still counts as activity.
CREATE FUNCTION clients_rsp_activity() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  link rsp_clients%ROWTYPE;
  ignored text[] := ARRAY['updated_at', 'rsp_id', 'reentry_service_provider', 'reentry_pipeline'];
BEGIN
  IF (to_jsonb(OLD) - ignored) IS NOT DISTINCT FROM (to_jsonb(NEW) - ignored) THEN
    RETURN NULL;
  END IF;
  FOR link IN SELECT * FROM rsp_clients WHERE client_id = NEW.id AND withdrawn_at IS NULL LOOP
    IF EXISTS (SELECT 1 FROM rsp_client_events WHERE rsp_client_id = link.id
               AND kind = 'profileUpdated' AND created_at > NEW.updated_at - interval '1 hour') THEN
      UPDATE rsp_clients SET last_activity_at = greatest(last_activity_at, NEW.updated_at)
      WHERE id = link.id;
    ELSE
      PERFORM rsp_record_event(link, 'profileUpdated', NULL, NEW.updated_at);
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER clients_rsp_activity
AFTER UPDATE ON clients
FOR EACH ROW EXECUTE FUNCTION clients_rsp_activity();
--> statement-breakpoint
-- The client stopped sharing with the organization: the last notice its case manager gets.
CREATE FUNCTION rsp_clients_stopped_sharing() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF OLD.withdrawn_at IS NULL AND NEW.withdrawn_at IS NOT NULL THEN
    PERFORM rsp_record_event(NEW, 'stoppedSharing', NULL, NEW.withdrawn_at);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER rsp_clients_stopped_sharing
AFTER UPDATE OF withdrawn_at ON rsp_clients
FOR EACH ROW EXECUTE FUNCTION rsp_clients_stopped_sharing();
--> statement-breakpoint
-- A note's follow-up set, done or removed: the link keeps its earliest open follow-up date.
CREATE FUNCTION rsp_client_notes_follow_up() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  link_id uuid := CASE TG_OP WHEN 'DELETE' THEN OLD.rsp_client_id ELSE NEW.rsp_client_id END;
BEGIN
  UPDATE rsp_clients SET next_follow_up_on = (
    SELECT min(follow_up_on) FROM rsp_client_notes
    WHERE rsp_client_id = link_id AND follow_up_on IS NOT NULL AND follow_up_done_at IS NULL)
  WHERE id = link_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER rsp_client_notes_follow_up
AFTER INSERT OR DELETE OR UPDATE OF follow_up_on, follow_up_done_at ON rsp_client_notes
FOR EACH ROW EXECUTE FUNCTION rsp_client_notes_follow_up();
--> statement-breakpoint
-- The links' stored activity from what the tables hold: this migration's backfill, and bulk loads
-- that run with triggers off.
CREATE FUNCTION refill_rsp_client_activity() RETURNS void
LANGUAGE sql
AS $$
  UPDATE rsp_clients l SET
    last_activity_at = greatest(l.created_at, coalesce(a.last_at, l.created_at)),
    last_applied_at = a.last_applied,
    open_interviews = a.interviews,
    next_follow_up_on = (SELECT min(n.follow_up_on) FROM rsp_client_notes n
      WHERE n.rsp_client_id = l.id AND n.follow_up_on IS NOT NULL AND n.follow_up_done_at IS NULL)
  FROM (
    SELECT l2.id, s.last_at, s.last_applied, s.interviews
    FROM rsp_clients l2
    CROSS JOIN LATERAL (
      SELECT max(ap.updated_at) AS last_at, max(ap.created_at) AS last_applied,
             (count(*) FILTER (WHERE ap.status = 'interview'))::int AS interviews
      FROM applications ap WHERE ap.client_id = l2.client_id
    ) s
  ) a
  WHERE a.id = l.id;
$$;
--> statement-breakpoint
SELECT refill_rsp_client_activity();
