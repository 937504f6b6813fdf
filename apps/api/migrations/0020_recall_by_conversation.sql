-- Recall (src/plugins/app/chat/memories.ts `recollections`) reads the same amount however long a
-- conversation grows: the newest messages and summaries, and, further back, only the matches of a
-- word that is rare in the conversation. Finding those needs an index that answers "this
-- conversation's messages holding this word" without visiting the rest of the conversation, or
-- everyone else's messages holding the word. The plain indexes of `search` (0013) did the second:
-- they answered every message of every user with the word, and the planner walked the whole
-- conversation instead. At 20,000 messages of one user, recall took 7 to 97 ms on PostgreSQL.
--
-- Here each word is indexed with a key of its conversation in front of it (a hash of the user and
-- the character: a collision only adds candidates, which the query's own conditions then drop).
-- Only what recall looks up is indexed: a user's messages that do not ask something, and summaries.
-- Replies and questions no longer cost an index entry when they are written.

DROP INDEX messages_search_idx;
DROP INDEX memories_search_idx;

-- The functions are written in the standard form (RETURN), which binds what they call when they are
-- made: an index is built and kept with an empty search path, where a name given in a string would
-- not be found. `recall_key` and `recall_term` are single expressions, which the planner inlines.
CREATE FUNCTION recall_key(user_id uuid, character_id text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN left(md5(user_id::text || ' ' || character_id), 8);

-- A row's words, each keyed with its conversation. A word longer than 200 bytes (a URL, a run of
-- letters) is left out: nobody recalls by it, and with the key it could pass the longest a word
-- may be (2,047 bytes), which would fail the write of the message. Its cost tells the planner what
-- it is, a function that rebuilds a row's words: without it, a plan made while the tables were
-- small (and kept by a prepared statement as they grow) could compute it for every message in turn
-- instead of asking the index.
CREATE FUNCTION recall_terms(search tsvector, user_id uuid, character_id text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE COST 1000
RETURN array_to_tsvector(ARRAY(
  SELECT recall_key(user_id, character_id) || lexeme FROM unnest(tsvector_to_array(search)) AS lexeme
  WHERE octet_length(lexeme) <= 200));

-- The query for one word of one conversation, as `recall_terms` indexes it. Quoted as a tsquery
-- literal is: in quotes, with quotes and backslashes doubled.
CREATE FUNCTION recall_term(user_id uuid, character_id text, lexeme text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN ('''' || replace(replace(recall_key(user_id, character_id) || lexeme, '\', '\\'), '''', '''''') || '''')::tsquery;

-- Written to at once rather than through GIN's pending list, which every lookup would read through
-- until a vacuum, and which the embedded database never runs on its own.
-- `type <> 'ai'` says "a user's message" in words no other index's condition implies: the index of
-- a user's messages by time (`type = 'human'`) would otherwise serve a lookup by walking them all.
CREATE INDEX messages_recall_idx ON messages USING gin (recall_terms(search, user_id, character_id))
  WITH (fastupdate = off)
  WHERE type <> 'ai' AND content !~ '[?][[:space:]]*$';
CREATE INDEX memories_recall_idx ON memories USING gin (recall_terms(search, user_id, character_id))
  WITH (fastupdate = off)
  WHERE kind = 'summary';
