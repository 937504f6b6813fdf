-- How many of a conversation's messages a prompt reads (chosen, not being written, with text), kept
-- with its companionship. Every reply needs the number of turns before its message; counting them
-- visited every message of the conversation, a cost that grew with each one a user ever sent
-- (1.7 ms of a 3.5 ms read at 900 messages). Triggers keep the count, whichever statement changes a
-- message, so no writer can forget it: one update per statement and conversation, from the
-- statement's transition tables, so that deleting an account of thousands of messages stays one
-- update. A companionship is made after its first messages (claim_message in 0018): it counts them
-- as it is made. Mirrors src/db/schema/chat.ts (`promptedMessages`).

ALTER TABLE companionships ADD COLUMN prompted_messages integer NOT NULL DEFAULT 0;

-- Whether a message with these columns is one a prompt reads: the rule the repository's reads use
-- too (chat/repository.ts `prompted`). A plain SQL function, so the planner inlines it.
CREATE FUNCTION prompted(chosen boolean, status text, content text) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT chosen AND status <> 'streaming' AND content <> ''
$$;

UPDATE companionships c
   SET prompted_messages = (SELECT count(*) FROM messages m
                             WHERE m.user_id = c.user_id AND m.character_id = c.character_id AND prompted(m.chosen, m.status, m.content));

CREATE FUNCTION count_prompted_messages() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Each transition table exists only for the operations that have it.
  IF TG_OP = 'INSERT' THEN
    UPDATE companionships c SET prompted_messages = c.prompted_messages + change.delta
      FROM (SELECT user_id, character_id, count(*)::int AS delta FROM added a WHERE prompted(a.chosen, a.status, a.content)
             GROUP BY user_id, character_id) change
     WHERE c.user_id = change.user_id AND c.character_id = change.character_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE companionships c SET prompted_messages = c.prompted_messages - change.delta
      FROM (SELECT user_id, character_id, count(*)::int AS delta FROM removed r WHERE prompted(r.chosen, r.status, r.content)
             GROUP BY user_id, character_id) change
     WHERE c.user_id = change.user_id AND c.character_id = change.character_id;
  ELSE
    UPDATE companionships c SET prompted_messages = c.prompted_messages + change.delta
      FROM (SELECT user_id, character_id, sum(delta)::int AS delta FROM (
              SELECT user_id, character_id, 1 AS delta FROM added a WHERE prompted(a.chosen, a.status, a.content)
              UNION ALL
              SELECT user_id, character_id, -1 FROM removed r WHERE prompted(r.chosen, r.status, r.content)) moved
             GROUP BY user_id, character_id HAVING sum(delta) <> 0) change
     WHERE c.user_id = change.user_id AND c.character_id = change.character_id;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER messages_counted_inserted AFTER INSERT ON messages
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_prompted_messages();
CREATE TRIGGER messages_counted_updated AFTER UPDATE ON messages
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_prompted_messages();
CREATE TRIGGER messages_counted_deleted AFTER DELETE ON messages
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION count_prompted_messages();

CREATE FUNCTION count_new_companionship() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE companionships c
     SET prompted_messages = (SELECT count(*) FROM messages m
                               WHERE m.user_id = NEW.user_id AND m.character_id = NEW.character_id AND prompted(m.chosen, m.status, m.content))
   WHERE c.user_id = NEW.user_id AND c.character_id = NEW.character_id;
  RETURN NULL;
END
$$;

CREATE TRIGGER companionships_counted AFTER INSERT ON companionships
  FOR EACH ROW EXECUTE FUNCTION count_new_companionship();
