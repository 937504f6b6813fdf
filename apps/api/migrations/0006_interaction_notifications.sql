-- Whether a character blocked a user decides what the user's conversation list and histories show,
-- so a change of the user's likes is announced like a change of their messages (see 0005).

CREATE TRIGGER interactions_changed AFTER INSERT OR UPDATE OR DELETE ON interactions
  FOR EACH ROW EXECUTE FUNCTION notify_user_change();
