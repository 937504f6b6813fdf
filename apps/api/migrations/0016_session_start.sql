-- When the conversation's current session began, kept with its companionship rather than found by
-- reading every message: the latest message that came first or after a pause longer than
-- SESSION_GAP_MS (src/companion/care.ts, 30 minutes). Each new message keeps it (chat/repository.ts);
-- existing conversations get theirs here. Mirrors src/db/schema/chat.ts.

ALTER TABLE companionships ADD COLUMN session_started_at timestamptz;

UPDATE companionships
SET session_started_at = starts.started_at
FROM (
  SELECT user_id, character_id, max(created_at) AS started_at
  FROM (
    SELECT
      user_id,
      character_id,
      created_at,
      created_at - lag(created_at) OVER (PARTITION BY user_id, character_id ORDER BY created_at) AS gap
    FROM messages
  ) ordered
  WHERE gap IS NULL OR gap > interval '30 minutes'
  GROUP BY user_id, character_id
) starts
WHERE companionships.user_id = starts.user_id AND companionships.character_id = starts.character_id;
