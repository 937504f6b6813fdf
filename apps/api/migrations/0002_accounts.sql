-- Accounts: users, invitation codes, one-time email codes, refresh tokens and the waitlist.
-- Mirrors src/db/schema/accounts.ts. Each migration file runs in its own transaction.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  password_hash text NOT NULL,
  verified boolean NOT NULL DEFAULT false,
  name text NOT NULL DEFAULT '',
  age integer,
  gender text NOT NULL DEFAULT '',
  location text NOT NULL DEFAULT '',
  bio text NOT NULL DEFAULT '',
  avatar text NOT NULL DEFAULT '',
  profile_complete boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_email_key UNIQUE (email),
  CONSTRAINT users_email_lower_case_check CHECK (email = lower(email)),
  CONSTRAINT users_age_check CHECK (age IS NULL OR age BETWEEN 13 AND 120)
);

CREATE TABLE invitations (
  code text PRIMARY KEY,
  max_uses integer NOT NULL,
  uses_left integer NOT NULL,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT invitations_uses_check CHECK (max_uses > 0 AND uses_left BETWEEN 0 AND max_uses)
);

-- At most one live code per user and purpose: issuing a new one replaces the old.
CREATE TABLE one_time_codes (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL,
  code_hash text NOT NULL,
  -- The password chosen when an unverified account registers again; set on the account when this code is verified.
  password_hash text,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, purpose),
  CONSTRAINT one_time_codes_purpose_check CHECK (purpose IN ('registration', 'passwordReset'))
);

-- One row per refresh token ever handed out in a family (one sign-in); rotated rows stay to detect reuse.
CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  expires_at timestamptz NOT NULL,
  rotated_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

CREATE TABLE waitlist (
  email text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT waitlist_email_lower_case_check CHECK (email = lower(email))
);
