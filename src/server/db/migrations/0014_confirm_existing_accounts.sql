-- Sign-up now finishes with a code mailed to the address, and unfinished accounts cannot sign
-- in (decision 052). Accounts made before that were signed in at sign-up: they stay usable.
UPDATE "users" SET "email_verified" = true WHERE "email_verified" = false;
