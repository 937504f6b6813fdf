-- What a character remembers of a user (memories) is read for every reply and changes seldom. It is
-- announced as a scope of its own, `memories:<user id>`, so that a process keeps it between messages
-- and forgets it only when it changes. Before, its changes were not announced at all: memories were
-- read anew for every reply. The function's body is 0015's with memories added, as CREATE OR
-- REPLACE must repeat it whole.

CREATE OR REPLACE FUNCTION notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_user uuid;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    changed_user := COALESCE(NEW.id, OLD.id);
  ELSE
    changed_user := COALESCE(NEW.user_id, OLD.user_id);
  END IF;
  IF TG_TABLE_NAME = 'memories' THEN
    PERFORM pg_notify('data_changes', 'memories:' || changed_user);
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME IN ('messages', 'companionships', 'users', 'interactions') THEN
    PERFORM pg_notify('data_changes', 'conversations:' || changed_user);
  END IF;
  IF TG_TABLE_NAME NOT IN ('messages', 'companionships') THEN
    PERFORM pg_notify('data_changes', 'user:' || changed_user);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER memories_changed AFTER INSERT OR UPDATE OR DELETE ON memories
  FOR EACH ROW EXECUTE FUNCTION notify_user_change();
