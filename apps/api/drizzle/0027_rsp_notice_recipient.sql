-- Who receives an organization's notices of a client: the link's case manager, else the
-- organization's first owner. One definition, read by the trigger that records a change and by
-- the API when a client is assigned to someone else (`moveUnreadNotices`), which wrote it again.
CREATE FUNCTION rsp_notice_recipient(p_rsp_id uuid, p_case_manager_user_id uuid) RETURNS uuid
LANGUAGE sql STABLE
AS $$
  SELECT coalesce(p_case_manager_user_id,
    (SELECT user_id FROM rsp_accounts WHERE rsp_id = p_rsp_id AND role = 'owner'
     ORDER BY created_at, user_id LIMIT 1))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rsp_record_event(p_link rsp_clients, p_kind text, p_application uuid,
  p_at timestamptz) RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO rsp_client_events (rsp_client_id, rsp_id, kind, application_id, recipient_user_id,
    created_at, updated_at)
  VALUES (p_link.id, p_link.rsp_id, p_kind, p_application,
    rsp_notice_recipient(p_link.rsp_id, p_link.case_manager_user_id), p_at, p_at);
  IF p_kind <> 'stoppedSharing' THEN
    UPDATE rsp_clients SET last_activity_at = greatest(last_activity_at, p_at)
    WHERE id = p_link.id;
  END IF;
END
$$;
