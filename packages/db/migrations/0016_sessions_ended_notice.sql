-- Issue 18: servers remember which sessions are active instead of looking each request's session up. Whatever
-- ends a session (logout, a reused refresh token, a password reset, a deleted member) tells every server at
-- the moment it commits, so none keeps accepting the session's access tokens.
CREATE FUNCTION sessions_tell_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('klass_session_ended', OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended_on_revoke AFTER UPDATE OF revoked_at, expires_at, user_id ON sessions
  FOR EACH ROW EXECUTE FUNCTION sessions_tell_ended();
--> statement-breakpoint
CREATE TRIGGER sessions_ended_on_delete AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION sessions_tell_ended();
