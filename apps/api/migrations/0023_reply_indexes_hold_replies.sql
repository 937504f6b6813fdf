-- Three indexes of messages kept an entry for every row, though only some rows can ever be found
-- through them: the Idempotency-Key index for messages sent with a key (every reply had a null
-- entry, written again when the reply ended), and the two reply indexes for replies (every human
-- message had a null entry in each). Every lookup through them names a key or a message, which
-- is never null, so each is now partial on what it holds: a send writes four index entries fewer
-- of its eighteen, and the three indexes shrink by about half.
--
-- The Idempotency-Key index was also a way through every message of a user. A plan made once for
-- any values (src/db/database.ts) while the tables were young could take it for the read before a
-- reply, and then walked every message of the user to find those of one conversation.
--
-- Names and keys stay as they were; the key's uniqueness becomes a unique index of that name.

ALTER TABLE messages DROP CONSTRAINT messages_idempotency_key;
CREATE UNIQUE INDEX messages_idempotency_key ON messages (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;

CREATE UNIQUE INDEX messages_chosen_reply_partial_idx ON messages (reply_to) WHERE chosen AND reply_to IS NOT NULL;
DROP INDEX messages_chosen_reply_idx;
ALTER INDEX messages_chosen_reply_partial_idx RENAME TO messages_chosen_reply_idx;

CREATE INDEX messages_reply_to_partial_idx ON messages (reply_to) WHERE reply_to IS NOT NULL;
DROP INDEX messages_reply_to_idx;
ALTER INDEX messages_reply_to_partial_idx RENAME TO messages_reply_to_idx;
