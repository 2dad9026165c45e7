-- Issue 19: e-mails (password-reset links among them) are kept for 7 days; older ones are deleted oldest
-- first, a few each time a mail is written (apps/api/src/lib/mailer.ts).
CREATE INDEX "outbox_emails_created_at_idx" ON "outbox_emails" USING btree ("created_at");