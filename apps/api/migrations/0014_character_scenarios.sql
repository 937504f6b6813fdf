-- How a character talks, for the companion only (the API's character does not show it): where the
-- character is while they talk, and a few exchanges in their own voice ([{ "user", "character" }]).
-- Rows seeded before get theirs from src/seed/characters.ts on the next start
-- (src/plugins/app/characters/seed.ts). Mirrors src/db/schema/characters.ts.

ALTER TABLE characters
  ADD COLUMN scenario text NOT NULL DEFAULT '',
  ADD COLUMN example_dialogue jsonb NOT NULL DEFAULT '[]';
