-- Auto-publish of standings is now the default (issue 20, decision 060). A league that already
-- has seasons and never stored the setting has been publishing by hand: it keeps doing so. A new
-- database (no season yet when migrations run, before any seed) takes the new default.
INSERT INTO "site_settings" ("setting_key", "setting_value")
SELECT 'auto_publish_standings', 'false'
WHERE EXISTS (SELECT 1 FROM "seasons")
ON CONFLICT ("setting_key") DO NOTHING;
