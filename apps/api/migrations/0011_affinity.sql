-- Affinity grows with days and warmth, not with the number of messages (src/companion/affinity.ts):
-- each conversation keeps when its score last counted a message, the user's local date of that
-- message, and the warmth already counted on that date. Mirrors src/db/schema/chat.ts.

ALTER TABLE companionships
  ADD COLUMN affinity_updated_at timestamptz,
  ADD COLUMN affinity_day date,
  ADD COLUMN affinity_day_warmth integer NOT NULL DEFAULT 0,
  ADD CONSTRAINT companionships_affinity_day_warmth_check CHECK (affinity_day_warmth >= 0);

-- Existing conversations keep their score, and so their level; a silence is counted from their
-- latest message. Their zone is not known here, so that message's day is read in UTC, and that
-- day's whole allowance of warmth (2) is taken as counted: what the old rule gave that day is its gain.
UPDATE companionships
SET
  affinity_updated_at = last_message_at,
  affinity_day = (last_message_at AT TIME ZONE 'UTC')::date,
  affinity_day_warmth = 2;
