-- Characters users discover. Mirrors src/db/schema/characters.ts.
-- Each migration file runs in its own transaction: no BEGIN/COMMIT here.

CREATE TABLE characters (
  slug text PRIMARY KEY,
  position integer NOT NULL,
  name text NOT NULL,
  age integer NOT NULL,
  gender text NOT NULL,
  bio text NOT NULL,
  location jsonb NOT NULL,
  profile_image_url text NOT NULL,
  images jsonb NOT NULL,
  personality_traits jsonb NOT NULL,
  interests jsonb NOT NULL,
  background_story text NOT NULL,
  flaws_and_fears text NOT NULL,
  dreams_and_goals text NOT NULL,
  pet_peeves text NOT NULL,
  age_range_min integer NOT NULL,
  age_range_max integer NOT NULL,
  CONSTRAINT characters_age_range_check CHECK (age_range_min <= age_range_max)
);

CREATE INDEX characters_position_idx ON characters (position, slug);
