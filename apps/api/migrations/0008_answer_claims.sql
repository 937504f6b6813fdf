-- Answer claims: a human message being answered names the process answering it, by its instance key
-- (src/db/instance.ts), so that a retry of its Idempotency-Key can tell at once whether that process
-- still runs, rather than waiting (409) until answering_until for one that crashed. Claims made
-- before this column existed name none and last until answering_until, as they did.

ALTER TABLE messages ADD COLUMN answering_instance integer;

ALTER TABLE messages DROP CONSTRAINT messages_human_only_check;
ALTER TABLE messages ADD CONSTRAINT messages_human_only_check CHECK (
  type = 'human'
  OR (idempotency_key IS NULL AND request_hash IS NULL AND answering_until IS NULL AND answering_instance IS NULL)
);
