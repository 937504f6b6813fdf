-- Sessions: an access token names its sign-in (the family of its refresh tokens) and opens nothing once
-- that family is gone. Deleting refresh tokens (a sign-out, a password reset, a stolen token's reuse, the
-- account's deletion) is announced as a change of their user, so every process stops honouring the
-- session's access tokens at once (src/plugins/app/accounts/service.ts keeps "signed in" in that scope).
-- Issuing and rotating tokens deletes nothing and announces nothing.

CREATE TRIGGER refresh_tokens_revoked AFTER DELETE ON refresh_tokens
  FOR EACH ROW EXECUTE FUNCTION notify_user_change();
