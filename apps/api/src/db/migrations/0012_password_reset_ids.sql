-- A reset is queued by its id: the mail job names it, and the link's token is made when the email
-- goes out, so nothing in the jobs table (or a backup of it) opens an account. Until then a reset has
-- no token hash.
ALTER TABLE password_resets DROP CONSTRAINT password_resets_pkey;
ALTER TABLE password_resets ADD COLUMN id uuid PRIMARY KEY DEFAULT gen_random_uuid();
ALTER TABLE password_resets ALTER COLUMN token_hash DROP NOT NULL;
CREATE UNIQUE INDEX password_resets_token_idx ON password_resets (token_hash);

-- Emails already sent kept their whole message, reset links among them; a sent email keeps none now.
UPDATE jobs SET payload = '{}' WHERE kind = 'mail.send' AND (done_at IS NOT NULL OR failed_at IS NOT NULL);
