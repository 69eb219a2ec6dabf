-- Sign-in numbers in E.164 (decision 054). Before, a number typed without "+" was stored as its
-- digits ("5557770002", "15557770002"); now every number is looked up as "+15557770002", so
-- such rows get their E.164 form, read the way normalizePhone reads them (default +1). A row
-- whose E.164 form another account already has, or shares with another row, is left as it is:
-- two accounts for one number are an admin's to merge, not ours to guess.
WITH "mapped" AS (
  SELECT "id", CASE WHEN "phone_number" ~ '^1[0-9]{10}$' THEN '+' || "phone_number" ELSE '+1' || "phone_number" END AS "e164"
  FROM "users"
  WHERE "phone_number" ~ '^1?[0-9]{10}$'
), "unambiguous" AS (
  SELECT "m"."id", "m"."e164" FROM "mapped" "m"
  WHERE NOT EXISTS (SELECT 1 FROM "users" "u" WHERE "u"."phone_number" = "m"."e164")
    AND (SELECT count(*) FROM "mapped" "m2" WHERE "m2"."e164" = "m"."e164") = 1
)
UPDATE "users" SET "phone_number" = "unambiguous"."e164" FROM "unambiguous" WHERE "users"."id" = "unambiguous"."id";
