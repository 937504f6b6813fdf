-- Chat: every message of every conversation, and what each character keeps of each user.
-- Mirrors src/db/schema/chat.ts. Each migration file runs in its own transaction.
-- Nothing here is ever deleted by the server: messages and memory stay until the account goes.

CREATE TABLE messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  character_id text NOT NULL REFERENCES characters (slug) ON DELETE CASCADE,
  type text NOT NULL,
  content text NOT NULL,
  -- Strictly increasing within a conversation, so "newer than the latest I know" never misses one.
  created_at timestamptz NOT NULL,
  -- Human messages sent with an Idempotency-Key: the key and a hash of what was sent with it.
  idempotency_key text,
  request_hash text,
  -- A human message is being answered until then; a retry of its key waits (409) until it has passed.
  answering_until timestamptz,
  -- An AI message answers exactly one human message.
  reply_to uuid REFERENCES messages (id) ON DELETE CASCADE,
  CONSTRAINT messages_type_check CHECK (type IN ('human', 'ai')),
  CONSTRAINT messages_reply_to_check CHECK ((type = 'ai') = (reply_to IS NOT NULL)),
  CONSTRAINT messages_human_only_check CHECK (
    type = 'human' OR (idempotency_key IS NULL AND request_hash IS NULL AND answering_until IS NULL)
  ),
  CONSTRAINT messages_idempotency_check CHECK ((idempotency_key IS NULL) = (request_hash IS NULL)),
  CONSTRAINT messages_idempotency_key UNIQUE (user_id, idempotency_key),
  CONSTRAINT messages_reply_to_key UNIQUE (reply_to)
);

-- History pages and polls of one conversation, newest first.
CREATE INDEX messages_conversation_idx ON messages (user_id, character_id, created_at DESC);
-- The daily quota counts a user's own messages of the last 24 hours.
CREATE INDEX messages_sent_idx ON messages (user_id, created_at) WHERE type = 'human';

-- One row per conversation, created with its first message: what the character remembers of the user
-- (facts and a rolling summary, see src/companion/memory), how close they are, and the latest message.
CREATE TABLE companionships (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  character_id text NOT NULL REFERENCES characters (slug) ON DELETE CASCADE,
  memory jsonb NOT NULL,
  affinity_score integer NOT NULL DEFAULT 0,
  last_message_id uuid NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
  last_message_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, character_id),
  CONSTRAINT companionships_affinity_score_check CHECK (affinity_score BETWEEN 0 AND 100)
);

-- The conversation list, newest interaction first.
CREATE INDEX companionships_recent_idx ON companionships (user_id, last_message_at DESC, character_id);
