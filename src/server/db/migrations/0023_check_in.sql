CREATE TABLE "game_check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"client_key" text NOT NULL,
	"method" text NOT NULL,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"reason" text,
	"scanned_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_in_by_user_id" text,
	CONSTRAINT "game_check_ins_flagged_reason" CHECK (cardinality("game_check_ins"."flags") = 0 or "game_check_ins"."reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "player_passes" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"lookup" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_passes_lookup_unique" UNIQUE("lookup")
);
--> statement-breakpoint
ALTER TABLE "game_check_ins" ADD CONSTRAINT "game_check_ins_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_check_ins" ADD CONSTRAINT "game_check_ins_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_check_ins" ADD CONSTRAINT "game_check_ins_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_check_ins" ADD CONSTRAINT "game_check_ins_checked_in_by_user_id_users_id_fk" FOREIGN KEY ("checked_in_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_passes" ADD CONSTRAINT "player_passes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_check_ins_game_player_uq" ON "game_check_ins" USING btree ("game_id","player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_check_ins_client_key_uq" ON "game_check_ins" USING btree ("client_key");--> statement-breakpoint
CREATE INDEX "game_check_ins_player_idx" ON "game_check_ins" USING btree ("player_id");