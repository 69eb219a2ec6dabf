ALTER TABLE "games" DROP CONSTRAINT "games_venue_id_venues_id_fk";
--> statement-breakpoint
ALTER TABLE "games" DROP COLUMN "venue_id";--> statement-breakpoint
ALTER TABLE "games" DROP COLUMN "field";