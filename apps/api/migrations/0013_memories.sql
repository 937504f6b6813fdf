-- Memory as records (src/plugins/app/chat/memories.ts): what a character remembers of a user is one
-- row per fact it learned, per summary of a stretch of conversation, and per note the user wrote,
-- each with where it came from; the user sees, edits, pins and deletes them.

CREATE TABLE memories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  character_id text NOT NULL REFERENCES characters (slug) ON DELETE CASCADE,
  kind text NOT NULL CONSTRAINT memories_kind_check CHECK (kind IN ('fact', 'summary', 'note')),
  -- What is searched: a note's or a summary's text, a fact's value and detail.
  content text NOT NULL,
  -- A fact as the companion reads it (companion/memory/facts.ts MemoryFact); only on facts.
  fact jsonb,
  pinned boolean NOT NULL DEFAULT false,
  source text NOT NULL CONSTRAINT memories_source_check CHECK (source IN ('learned', 'user')),
  -- The human message it was learned from; what the user rewrites stays when that message goes.
  source_message_id uuid REFERENCES messages (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  last_used_at timestamptz,
  CONSTRAINT memories_fact_check CHECK ((kind = 'fact') = (fact IS NOT NULL)),
  CONSTRAINT memories_note_check CHECK (kind <> 'note' OR source = 'user')
);
CREATE INDEX memories_conversation_idx ON memories (user_id, character_id, created_at DESC);
CREATE INDEX memories_source_idx ON memories (source_message_id);
-- Recall searches memories and every message by their words (English stems), kept beside the text
-- so a search never parses a row again.
ALTER TABLE memories ADD COLUMN search tsvector GENERATED ALWAYS AS (to_tsvector('english', content)) STORED;
CREATE INDEX memories_search_idx ON memories USING gin (search);
ALTER TABLE messages ADD COLUMN search tsvector GENERATED ALWAYS AS (to_tsvector('english', content)) STORED;
CREATE INDEX messages_search_idx ON messages USING gin (search);

-- A reply whose exchange taught the character something: the chat says "Memory updated".
ALTER TABLE messages ADD COLUMN memory_updated boolean NOT NULL DEFAULT false;

-- The facts and summary lines kept as JSON until now become records; the JSON keeps only how far
-- the conversation has been summarised.
INSERT INTO memories (user_id, character_id, kind, content, fact, source, created_at, updated_at)
SELECT c.user_id, c.character_id, 'fact', concat_ws(' ', f.value ->> 'value', f.value ->> 'detail'), f.value, 'learned',
  (f.value ->> 'at')::timestamptz, (f.value ->> 'at')::timestamptz
FROM companionships c, jsonb_array_elements(
  CASE WHEN jsonb_typeof(c.memory -> 'facts') = 'array' THEN c.memory -> 'facts' ELSE '[]'::jsonb END
) AS f
WHERE jsonb_typeof(f.value) = 'object' AND f.value ->> 'value' <> ''
  AND (f.value ->> 'at') ~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$';

-- Each line of the summary is a stretch of conversation; their order is kept by a millisecond apart.
INSERT INTO memories (user_id, character_id, kind, content, source, created_at, updated_at)
SELECT c.user_id, c.character_id, 'summary', line.text, 'learned',
  c.updated_at - (line.total - line.position) * interval '1 millisecond',
  c.updated_at - (line.total - line.position) * interval '1 millisecond'
FROM companionships c,
  LATERAL (
    SELECT text, position, count(*) OVER () AS total
    FROM unnest(string_to_array(COALESCE(c.memory ->> 'summary', ''), E'\n')) WITH ORDINALITY AS lines (text, position)
    WHERE text <> ''
  ) AS line;

UPDATE companionships SET memory = jsonb_build_object('summarizedUntil', memory -> 'summarizedUntil');
