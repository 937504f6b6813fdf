-- A send's claim (src/plugins/app/chat/repository.ts `claim`) in one round trip. It locks the user
-- and the conversation, then reads what decides the claim in statements of their own (each sees
-- what a claim that held the locks before it committed), then stores the message and its reply.
-- From Node that took five round trips (BEGIN, the locks, the checks, the insert, COMMIT); here the
-- function is one statement, and its own transaction. Starting a reply (a retried send, a
-- regenerate, an edit) and setting the replies before it aside are functions too, which the
-- repository calls for those as well, so that each rule is written once. The caller passes the
-- constants it has (SESSION_GAP_MS, the advisory lock class of instance keys).

-- Every message of a conversation is later than the one before, even when clocks of two processes disagree.
CREATE FUNCTION next_message_time(at_now timestamptz, previous timestamptz) RETURNS timestamptz
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN previous IS NOT NULL AND at_now <= previous THEN previous + interval '1 millisecond' ELSE at_now END
$$;

-- When the session of a message at `message_at` began: then, after a pause longer than the gap,
-- else when the session of the message before began.
CREATE FUNCTION session_start(
  last_message_at timestamptz,
  session_started_at timestamptz,
  message_at timestamptz,
  gap_ms bigint
) RETURNS timestamptz
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN last_message_at < message_at - gap_ms * interval '1 millisecond' THEN message_at
              ELSE COALESCE(session_started_at, message_at) END
$$;

-- Whether the process whose instance key is `instance_key` still holds it (src/db/instance.ts), under
-- the advisory lock class `lock_class`. No key, no process: the lock table is not read for nothing.
CREATE FUNCTION instance_alive(lock_class bigint, instance_key integer) RETURNS boolean
LANGUAGE sql AS $$
  SELECT CASE WHEN instance_key IS NULL THEN false ELSE EXISTS (
    SELECT 1 FROM pg_locks
     WHERE locktype = 'advisory' AND objsubid = 2 AND granted
       AND classid = lock_class::oid AND objid = instance_key::int8::oid
       AND database = (SELECT oid FROM pg_database WHERE datname = current_database())) END
$$;

-- The replies to a message before a new one: the chosen one becomes an alternative, one without a word goes.
CREATE FUNCTION set_aside_replies(message_id uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM messages
   WHERE reply_to = set_aside_replies.message_id AND status IN ('failed', 'interrupted') AND content = '';
  UPDATE messages SET chosen = false WHERE reply_to = set_aside_replies.message_id AND chosen;
END
$$;

-- Stores a reply to `message_id`, `streaming`, written by `instance_key`, with the id `new_reply_id`,
-- and makes it the conversation's latest; answers it with the companionship as it then is, and how
-- many replies to the message came before it. The caller holds the companionship's lock.
CREATE FUNCTION start_reply(message_id uuid, new_reply_id uuid, at_now timestamptz, instance_key integer, gap_ms bigint)
RETURNS TABLE (
  reply_id uuid,
  reply_created_at timestamptz,
  attempt integer,
  affinity_score integer,
  affinity_updated_at timestamptz,
  affinity_day date,
  affinity_day_warmth integer,
  memory jsonb,
  session_started_at timestamptz,
  last_message_at timestamptz
)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  answered messages;
  earlier integer;
  reply_at timestamptz;
BEGIN
  SELECT * INTO answered FROM messages WHERE messages.id = start_reply.message_id;
  SELECT count(*) INTO earlier FROM messages WHERE reply_to = start_reply.message_id;
  SELECT next_message_time(at_now, GREATEST(c.last_message_at, answered.created_at)) INTO reply_at
    FROM companionships c WHERE c.user_id = answered.user_id AND c.character_id = answered.character_id;
  IF reply_at IS NULL THEN
    RAISE EXCEPTION 'The conversation has no companionship';
  END IF;
  INSERT INTO messages (id, user_id, character_id, type, content, created_at, reply_to, status, generating_instance)
  VALUES (new_reply_id, answered.user_id, answered.character_id, 'ai', '', reply_at, answered.id, 'streaming', instance_key);
  RETURN QUERY
    UPDATE companionships c
       SET last_message_at = reply_at,
           updated_at = at_now,
           session_started_at = session_start(c.last_message_at, c.session_started_at, reply_at, gap_ms)
     WHERE c.user_id = answered.user_id AND c.character_id = answered.character_id
    RETURNING new_reply_id, reply_at, earlier, c.affinity_score, c.affinity_updated_at, c.affinity_day,
              c.affinity_day_warmth, c.memory, c.session_started_at, c.last_message_at;
END
$$;

-- Claims a human message for an answer. One user's claims take turns (the user's lock), and so do
-- the writes of a conversation (its companionship's). In this order, which the repository keeps:
-- an Idempotency-Key used for another request is `keyReused`; the key's message with a complete or
-- stopped reply is `answered`, with both; a reply being written in the conversation is `answering`
-- (`writtenHere` when this instance wrote it, which only the caller can tell is still written), with
-- its id, unless its process is gone, which interrupts it; past the daily quota, `quotaReached`.
-- Else `claimed`: the key's message again (its reply failed or was interrupted), or a new one, with
-- a reply started as `start_reply` does (with the ids `new_message_id` and `new_reply_id`), the
-- companionship made if the conversation had none.
CREATE FUNCTION claim_message(
  user_id uuid,
  character_id text,
  content text,
  idempotency_key text,
  request_hash text,
  at_now timestamptz,
  daily_quota integer,
  new_message_id uuid,
  new_reply_id uuid,
  instance_key integer,
  instances_lock bigint,
  gap_ms bigint
)
RETURNS TABLE (
  outcome text,
  message_id uuid,
  message_content text,
  message_created_at timestamptz,
  reply_id uuid,
  reply_created_at timestamptz,
  reply_type text,
  reply_content text,
  reply_status text,
  reply_edited_at timestamptz,
  reply_reply_to uuid,
  reply_memory_updated boolean,
  attempt integer,
  affinity_score integer,
  affinity_updated_at timestamptz,
  affinity_day date,
  affinity_day_warmth integer,
  memory jsonb,
  session_started_at timestamptz,
  last_message_at timestamptz
)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  latest_at timestamptz;
  earlier messages;
  earlier_reply messages;
  busy messages;
  sent bigint;
BEGIN
  -- The row answered is the output columns, as assigned: those an outcome does not assign stay null.
  PERFORM 1 FROM users u WHERE u.id = claim_message.user_id FOR NO KEY UPDATE;
  SELECT c.last_message_at INTO latest_at FROM companionships c
   WHERE c.user_id = claim_message.user_id AND c.character_id = claim_message.character_id
     FOR UPDATE;

  IF claim_message.idempotency_key IS NOT NULL THEN
    SELECT * INTO earlier FROM messages m
     WHERE m.user_id = claim_message.user_id AND m.idempotency_key = claim_message.idempotency_key;
  END IF;
  IF earlier.id IS NOT NULL THEN
    IF earlier.request_hash IS DISTINCT FROM claim_message.request_hash THEN
      outcome := 'keyReused';
      RETURN NEXT;
      RETURN;
    END IF;
    message_id := earlier.id;
    message_content := earlier.content;
    message_created_at := earlier.created_at;
    SELECT * INTO earlier_reply FROM messages m WHERE m.reply_to = earlier.id AND m.chosen;
    IF earlier_reply.status IN ('complete', 'stopped') THEN
      outcome := 'answered';
      reply_id := earlier_reply.id;
      reply_created_at := earlier_reply.created_at;
      reply_type := earlier_reply.type;
      reply_content := earlier_reply.content;
      reply_status := earlier_reply.status;
      reply_edited_at := earlier_reply.edited_at;
      reply_reply_to := earlier_reply.reply_to;
      reply_memory_updated := earlier_reply.memory_updated;
      RETURN NEXT;
      RETURN;
    END IF;
  END IF;

  SELECT * INTO busy FROM messages m
   WHERE m.user_id = claim_message.user_id AND m.character_id = claim_message.character_id AND m.status = 'streaming';
  IF busy.id IS NOT NULL THEN
    IF busy.generating_instance = claim_message.instance_key OR instance_alive(instances_lock, busy.generating_instance) THEN
      outcome := CASE WHEN busy.generating_instance = claim_message.instance_key THEN 'writtenHere' ELSE 'answering' END;
      message_id := NULL;
      message_content := NULL;
      message_created_at := NULL;
      reply_id := busy.id;
      RETURN NEXT;
      RETURN;
    END IF;
    UPDATE messages SET status = 'interrupted', generating_instance = NULL WHERE id = busy.id AND status = 'streaming';
  END IF;

  IF earlier.id IS NOT NULL THEN
    PERFORM set_aside_replies(earlier.id);
    SELECT * INTO reply_id, reply_created_at, attempt, affinity_score, affinity_updated_at, affinity_day,
                  affinity_day_warmth, memory, session_started_at, last_message_at
      FROM start_reply(earlier.id, claim_message.new_reply_id, at_now, claim_message.instance_key, gap_ms);
    outcome := 'claimed';
    RETURN NEXT;
    RETURN;
  END IF;

  -- A literal type, so that the partial index on human messages applies.
  SELECT count(*) INTO sent FROM messages m
   WHERE m.user_id = claim_message.user_id AND m.type = 'human' AND m.created_at > at_now - interval '24 hours';
  IF sent >= daily_quota THEN
    outcome := 'quotaReached';
    RETURN NEXT;
    RETURN;
  END IF;

  message_id := claim_message.new_message_id;
  message_content := claim_message.content;
  message_created_at := next_message_time(at_now, latest_at);
  reply_id := claim_message.new_reply_id;
  reply_created_at := next_message_time(at_now, message_created_at);
  attempt := 0;
  INSERT INTO messages (id, user_id, character_id, type, content, created_at, idempotency_key, request_hash)
  VALUES (message_id, claim_message.user_id, claim_message.character_id, 'human', message_content,
          message_created_at, claim_message.idempotency_key, claim_message.request_hash);
  INSERT INTO messages (id, user_id, character_id, type, content, created_at, reply_to, status, generating_instance)
  VALUES (reply_id, claim_message.user_id, claim_message.character_id, 'ai', '', reply_created_at, message_id,
          'streaming', claim_message.instance_key);
  -- The affinity columns' defaults are the affinity of a new conversation (INITIAL_AFFINITY).
  INSERT INTO companionships AS c (user_id, character_id, memory, last_message_id, last_message_at, updated_at,
                                   session_started_at)
  VALUES (claim_message.user_id, claim_message.character_id, '{"summarizedUntil": null}', message_id,
          reply_created_at, at_now, message_created_at)
  ON CONFLICT ON CONSTRAINT companionships_pkey DO UPDATE
     SET last_message_id = excluded.last_message_id,
         last_message_at = excluded.last_message_at,
         updated_at = excluded.updated_at,
         session_started_at = session_start(c.last_message_at, c.session_started_at, excluded.session_started_at, gap_ms)
  RETURNING c.affinity_score, c.affinity_updated_at, c.affinity_day, c.affinity_day_warmth, c.memory,
            c.session_started_at, c.last_message_at
       INTO affinity_score, affinity_updated_at, affinity_day, affinity_day_warmth, memory, session_started_at,
            last_message_at;
  outcome := 'claimed';
  RETURN NEXT;
END
$$;
