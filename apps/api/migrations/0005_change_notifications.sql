-- Change notifications: every committed change to what the server keeps in memory is announced on the
-- `data_changes` channel, whoever made it (any server process, the invite tool, an operator's psql).
-- The payload names what changed: `user:<id>` for a user's account, messages and companionships,
-- `characters` for the characters. Processes forget what they hold of it (src/plugins/app/read-cache).
-- PostgreSQL delivers a notification only when its transaction commits, and once per distinct payload.

CREATE FUNCTION notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_user uuid;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    changed_user := COALESCE(NEW.id, OLD.id);
  ELSE
    changed_user := COALESCE(NEW.user_id, OLD.user_id);
  END IF;
  PERFORM pg_notify('data_changes', 'user:' || changed_user);
  RETURN NULL;
END
$$;

CREATE FUNCTION notify_characters_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changes', 'characters');
  RETURN NULL;
END
$$;

CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_user_change();
CREATE TRIGGER messages_changed AFTER INSERT OR UPDATE OR DELETE ON messages
  FOR EACH ROW EXECUTE FUNCTION notify_user_change();
CREATE TRIGGER companionships_changed AFTER INSERT OR UPDATE OR DELETE ON companionships
  FOR EACH ROW EXECUTE FUNCTION notify_user_change();
CREATE TRIGGER characters_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON characters
  FOR EACH STATEMENT EXECUTE FUNCTION notify_characters_change();
