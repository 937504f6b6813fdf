-- Live replies (src/plugins/app/generation): a reply is stored as soon as it is asked for and written
-- into as the model writes it; a reply may have alternatives (regenerate) of which one is chosen; a
-- human message may be edited; any message may be deleted.

-- What became of a reply; human messages are always complete. Rows written before are complete.
ALTER TABLE messages ADD COLUMN status text NOT NULL DEFAULT 'complete';
ALTER TABLE messages ADD CONSTRAINT messages_status_check
  CHECK (status IN ('complete', 'streaming', 'stopped', 'failed', 'interrupted'));
ALTER TABLE messages ADD CONSTRAINT messages_human_status_check CHECK (type = 'ai' OR status = 'complete');

-- The process writing a streaming reply, by its instance key (src/db/instance.ts): once that process
-- is gone, the reply is interrupted, whoever looks at it first.
ALTER TABLE messages ADD COLUMN generating_instance integer;
ALTER TABLE messages ADD CONSTRAINT messages_generating_check CHECK (status = 'streaming' OR generating_instance IS NULL);

-- At most one reply is being written per conversation at any time.
CREATE UNIQUE INDEX messages_streaming_idx ON messages (user_id, character_id) WHERE status = 'streaming';

-- Alternatives: every reply to one human message is kept; the chosen one is shown and prompted with.
ALTER TABLE messages ADD COLUMN chosen boolean NOT NULL DEFAULT true;
ALTER TABLE messages ADD CONSTRAINT messages_chosen_check CHECK (type = 'ai' OR chosen);
ALTER TABLE messages DROP CONSTRAINT messages_reply_to_key;
CREATE UNIQUE INDEX messages_chosen_reply_idx ON messages (reply_to) WHERE chosen;
CREATE INDEX messages_reply_to_idx ON messages (reply_to);

-- When the user last changed the text of their message.
ALTER TABLE messages ADD COLUMN edited_at timestamptz;
ALTER TABLE messages ADD CONSTRAINT messages_edited_check CHECK (type = 'human' OR edited_at IS NULL);

-- A reply whose human message was deleted stays (it was said); it just answers nothing any more.
ALTER TABLE messages DROP CONSTRAINT messages_reply_to_check;
ALTER TABLE messages ADD CONSTRAINT messages_reply_to_check CHECK (type = 'ai' OR reply_to IS NULL);
ALTER TABLE messages DROP CONSTRAINT messages_reply_to_fkey;
ALTER TABLE messages ADD CONSTRAINT messages_reply_to_fkey
  FOREIGN KEY (reply_to) REFERENCES messages (id) ON DELETE SET NULL;

-- Deleting the latest message must never take the conversation's memory with it: the latest message
-- is set again by whoever deletes (null when none is left).
ALTER TABLE companionships ALTER COLUMN last_message_id DROP NOT NULL;
ALTER TABLE companionships DROP CONSTRAINT companionships_last_message_id_fkey;
ALTER TABLE companionships ADD CONSTRAINT companionships_last_message_id_fkey
  FOREIGN KEY (last_message_id) REFERENCES messages (id) ON DELETE SET NULL;

-- Who answers a message is now told by its reply: a `streaming` reply names the process writing it
-- (generating_instance), and a reply that failed or was interrupted is answered again by a retry at
-- once. The claim on the human message goes.
ALTER TABLE messages DROP CONSTRAINT messages_human_only_check;
ALTER TABLE messages DROP COLUMN answering_until;
ALTER TABLE messages DROP COLUMN answering_instance;
ALTER TABLE messages ADD CONSTRAINT messages_human_only_check CHECK (
  type = 'human' OR (idempotency_key IS NULL AND request_hash IS NULL)
);
