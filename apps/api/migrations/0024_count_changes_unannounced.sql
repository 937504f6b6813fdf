-- A change of a companionship is announced to every process (0005), so that what they keep of the
-- user's conversations is read again. The count of a conversation's prompted messages (0019, 0021)
-- is no such thing: nothing kept shows it (a reply reads it afresh from the database), and only the
-- counting triggers change it, alone, each time a message is written or changed, which is announced
-- already. Announcing it again cost every send two more calls of `notify_user_change` (each about
-- 0.06 ms on PostgreSQL, more on the embedded database), for an announcement nobody needs.

DROP TRIGGER companionships_changed ON companionships;
CREATE TRIGGER companionships_changed AFTER INSERT OR DELETE ON companionships
  FOR EACH ROW EXECUTE FUNCTION notify_user_change();
CREATE TRIGGER companionships_updated AFTER UPDATE ON companionships
  FOR EACH ROW WHEN (OLD.prompted_messages = NEW.prompted_messages)
  EXECUTE FUNCTION notify_user_change();
