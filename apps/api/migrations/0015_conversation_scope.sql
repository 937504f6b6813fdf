-- A user's conversations (messages and companionships) change with every message; their account,
-- sign-ins, settings and likes seldom. Announced as two scopes (see 0005), a message no longer makes
-- every process forget the sign-ins, settings and browse pages it keeps of the user, which each
-- request after it would read again. Likes and the account decide what conversations show (who
-- blocked the user, whose ages fit), so their changes announce both.

CREATE OR REPLACE FUNCTION notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_user uuid;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    changed_user := COALESCE(NEW.id, OLD.id);
  ELSE
    changed_user := COALESCE(NEW.user_id, OLD.user_id);
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
