CREATE TABLE "game_lineup_players" (
	"game_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"slot" text,
	CONSTRAINT "game_lineup_players_game_id_player_id_pk" PRIMARY KEY("game_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "game_lineups" (
	"game_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"formation" text NOT NULL,
	"players_per_side" integer NOT NULL,
	"updated_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_lineups_game_id_team_id_pk" PRIMARY KEY("game_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "substitute_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"requested_by_user_id" text,
	"note" text DEFAULT '' NOT NULL,
	"client_key" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"claimed_by_player_id" uuid,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "substitute_requests_status_check" CHECK ("substitute_requests"."status" in ('open', 'filled', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "game_lineup_players" ADD CONSTRAINT "game_lineup_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_lineup_players" ADD CONSTRAINT "game_lineup_players_lineup_fk" FOREIGN KEY ("game_id","team_id") REFERENCES "public"."game_lineups"("game_id","team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_lineups" ADD CONSTRAINT "game_lineups_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_lineups" ADD CONSTRAINT "game_lineups_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_lineups" ADD CONSTRAINT "game_lineups_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitute_requests" ADD CONSTRAINT "substitute_requests_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitute_requests" ADD CONSTRAINT "substitute_requests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitute_requests" ADD CONSTRAINT "substitute_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitute_requests" ADD CONSTRAINT "substitute_requests_claimed_by_player_id_players_id_fk" FOREIGN KEY ("claimed_by_player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_lineup_players_slot_uq" ON "game_lineup_players" USING btree ("game_id","team_id","slot") WHERE "game_lineup_players"."slot" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "substitute_requests_client_key_uq" ON "substitute_requests" USING btree ("game_id","team_id","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "substitute_requests_game_player_uq" ON "substitute_requests" USING btree ("game_id","claimed_by_player_id") WHERE "substitute_requests"."claimed_by_player_id" is not null;--> statement-breakpoint
CREATE INDEX "substitute_requests_open_idx" ON "substitute_requests" USING btree ("status","game_id");