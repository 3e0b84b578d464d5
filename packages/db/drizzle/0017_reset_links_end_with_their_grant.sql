-- A password-reset link is granted on the account as it was when the link was sent: its
-- password, e-mail, role and active flag. When any of them changes, by whatever path (the
-- panel, the API, the command line, plain SQL), every link of that account is deleted in the
-- same transaction, so a link mailed to an old address or before a password change never works.
CREATE FUNCTION end_password_reset_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM password_reset_tokens WHERE user_id = OLD.id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_end_password_reset_links
  AFTER UPDATE OF password_hash, email, role, is_active ON users
  FOR EACH ROW
  WHEN (
    OLD.password_hash IS DISTINCT FROM NEW.password_hash
    OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.role IS DISTINCT FROM NEW.role
    OR OLD.is_active IS DISTINCT FROM NEW.is_active
  )
  EXECUTE FUNCTION end_password_reset_links();
