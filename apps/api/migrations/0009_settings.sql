-- Settings: how Kindred treats a user. A user without a row has every default; the row is written
-- the first time they save. Mirrors src/db/schema/settings.ts.

CREATE TABLE user_settings (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- An IANA zone; null: the one the browser reports with each message.
  time_zone text,
  characters_may_write_first boolean NOT NULL DEFAULT true,
  break_reminders boolean NOT NULL DEFAULT true,
  -- An id of the contract's CRISIS_LINES; null: the line of the user's region.
  crisis_line_id text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT user_settings_time_zone_length_check CHECK (char_length(time_zone) <= 64),
  CONSTRAINT user_settings_crisis_line_id_length_check CHECK (char_length(crisis_line_id) <= 64)
);

-- The read cache keeps each user's settings in their scope (see 0005): a change, whoever makes it,
-- is announced like a change of their account.
CREATE TRIGGER user_settings_changed AFTER INSERT OR UPDATE OR DELETE ON user_settings
  FOR EACH ROW EXECUTE FUNCTION notify_user_change();
