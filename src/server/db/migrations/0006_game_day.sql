CREATE TABLE "calendar_tokens" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_tokens_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "game_availability" (
	"game_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_availability_game_id_player_id_pk" PRIMARY KEY("game_id","player_id"),
	CONSTRAINT "game_availability_status_check" CHECK ("game_availability"."status" in ('going', 'maybe', 'not_going'))
);
--> statement-breakpoint
CREATE TABLE "game_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"type" text NOT NULL,
	"team_id" uuid,
	"player_id" uuid,
	"assist_player_id" uuid,
	"minute" integer,
	"note" text DEFAULT '' NOT NULL,
	"client_key" text NOT NULL,
	"recorded_by_user_id" text,
	"correction_reason" text,
	"deleted_at" timestamp with time zone,
	"delete_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_events_type_check" CHECK ("game_events"."type" in ('kick_off', 'goal', 'own_goal', 'yellow_card', 'red_card', 'half_time', 'full_time', 'note')),
	CONSTRAINT "game_events_minute_check" CHECK ("game_events"."minute" is null or ("game_events"."minute" >= 0 and "game_events"."minute" <= 200))
);
--> statement-breakpoint
CREATE TABLE "game_reports" (
	"game_id" uuid PRIMARY KEY NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"incidents" text DEFAULT '' NOT NULL,
	"submitted_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realtime_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "field_id" uuid;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "forfeit_winner_team_id" uuid;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_tokens" ADD CONSTRAINT "calendar_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_availability" ADD CONSTRAINT "game_availability_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_availability" ADD CONSTRAINT "game_availability_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_events" ADD CONSTRAINT "game_events_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_events" ADD CONSTRAINT "game_events_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_events" ADD CONSTRAINT "game_events_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_events" ADD CONSTRAINT "game_events_assist_player_id_players_id_fk" FOREIGN KEY ("assist_player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_events" ADD CONSTRAINT "game_events_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_reports" ADD CONSTRAINT "game_reports_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_reports" ADD CONSTRAINT "game_reports_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fields" ADD CONSTRAINT "fields_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_events_client_key_uq" ON "game_events" USING btree ("game_id","client_key");--> statement-breakpoint
CREATE INDEX "game_events_game_idx" ON "game_events" USING btree ("game_id","created_at");--> statement-breakpoint
CREATE INDEX "game_events_player_idx" ON "game_events" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "realtime_messages_channel_idx" ON "realtime_messages" USING btree ("channel","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fields_venue_name_uq" ON "fields" USING btree ("venue_id","name");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_forfeit_winner_team_id_teams_id_fk" FOREIGN KEY ("forfeit_winner_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Games kept a venue and a field name; each distinct pair becomes a field of that venue.
INSERT INTO "fields" ("venue_id", "name") SELECT DISTINCT "venue_id", coalesce(nullif("field", ''), 'Field 1') FROM "games" WHERE "venue_id" IS NOT NULL;--> statement-breakpoint
UPDATE "games" SET "field_id" = "fields"."id" FROM "fields" WHERE "fields"."venue_id" = "games"."venue_id" AND "fields"."name" = coalesce(nullif("games"."field", ''), 'Field 1');--> statement-breakpoint
CREATE INDEX "games_home_team_idx" ON "games" USING btree ("home_team_id","starts_at");--> statement-breakpoint
CREATE INDEX "games_away_team_idx" ON "games" USING btree ("away_team_id","starts_at");--> statement-breakpoint
CREATE INDEX "games_referee_idx" ON "games" USING btree ("referee_user_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "games_field_kickoff_uq" ON "games" USING btree ("field_id","starts_at") WHERE status in ('scheduled', 'live') and field_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "venues_name_uq" ON "venues" USING btree ("name");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_status_check" CHECK ("games"."status" in ('scheduled', 'live', 'final', 'postponed', 'cancelled', 'forfeit'));--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_scores_check" CHECK (coalesce("games"."home_score", 0) >= 0 and coalesce("games"."away_score", 0) >= 0);