-- The count of a conversation's prompted messages (0019) is kept row by row when messages are
-- written or changed, and still once per statement when they are deleted.
--
-- A statement trigger with transition tables copies every row the statement touches, text and
-- words included, and runs its grouped update even when no row counts: every insert and update
-- of a message paid for it, three times a send (the message, the reply being started, the reply
-- finished), about 0.3 to 0.6 ms each on PostgreSQL. Messages are written and changed one or a few
-- at a time. A row trigger whose condition is checked before it fires costs nothing for a row that
-- does not change the count (a reply being started, its text saved as it streams), and one keyed
-- update for a row that does. Deleting an account removes thousands of messages in one statement:
-- that stays one update per conversation, from the statement's transition table.

DROP TRIGGER messages_counted_inserted ON messages;
DROP TRIGGER messages_counted_updated ON messages;
DROP TRIGGER messages_counted_deleted ON messages;
DROP FUNCTION count_prompted_messages();

CREATE FUNCTION count_prompted_message() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND prompted(OLD.chosen, OLD.status, OLD.content) THEN
    UPDATE companionships c SET prompted_messages = c.prompted_messages - 1
     WHERE c.user_id = OLD.user_id AND c.character_id = OLD.character_id;
  END IF;
  IF prompted(NEW.chosen, NEW.status, NEW.content) THEN
    UPDATE companionships c SET prompted_messages = c.prompted_messages + 1
     WHERE c.user_id = NEW.user_id AND c.character_id = NEW.character_id;
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION count_removed_messages() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE companionships c SET prompted_messages = c.prompted_messages - change.delta
    FROM (SELECT user_id, character_id, count(*)::int AS delta FROM removed r WHERE prompted(r.chosen, r.status, r.content)
           GROUP BY user_id, character_id) change
   WHERE c.user_id = change.user_id AND c.character_id = change.character_id;
  RETURN NULL;
END
$$;

CREATE TRIGGER messages_counted_inserted AFTER INSERT ON messages
  FOR EACH ROW WHEN (prompted(NEW.chosen, NEW.status, NEW.content))
  EXECUTE FUNCTION count_prompted_message();
CREATE TRIGGER messages_counted_updated AFTER UPDATE ON messages
  FOR EACH ROW WHEN (prompted(OLD.chosen, OLD.status, OLD.content) IS DISTINCT FROM prompted(NEW.chosen, NEW.status, NEW.content)
                     OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.character_id IS DISTINCT FROM NEW.character_id)
  EXECUTE FUNCTION count_prompted_message();
CREATE TRIGGER messages_counted_deleted AFTER DELETE ON messages
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION count_removed_messages();
