-- What each user did with each character (liked or disliked), and where their discovery deck
-- started. Mirrors src/db/schema/interactions.ts. Each migration file runs in its own transaction.

-- One row per user and character: a later like or dislike replaces the earlier one.
-- created_at: the first time the user acted on the character (never changes);
-- updated_at: when the current type and relationship were recorded.
CREATE TABLE interactions (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  character_id text NOT NULL REFERENCES characters (slug) ON DELETE CASCADE,
  type text NOT NULL,
  -- What came of a like; null for a dislike.
  relationship text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, character_id),
  CONSTRAINT interactions_type_check CHECK (type IN ('like', 'dislike')),
  CONSTRAINT interactions_relationship_check CHECK (relationship IN ('Matched', 'Blocked')),
  CONSTRAINT interactions_dislike_relationship_check CHECK (type = 'like' OR relationship IS NULL)
);

CREATE INDEX interactions_user_type_idx ON interactions (user_id, type, updated_at DESC);

-- When the user last fetched the first page of discovery: later pages count from the characters
-- that were unseen at that moment, so acting on a page never shifts the next one.
CREATE TABLE browse_sessions (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL DEFAULT now()
);
