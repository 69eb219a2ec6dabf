DROP INDEX "game_events_client_key_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "game_events_author_client_key_uq" ON "game_events" USING btree ("game_id","recorded_by_user_id","client_key");