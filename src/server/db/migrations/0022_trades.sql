CREATE TABLE "trade_players" (
	"trade_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"from_team_id" uuid NOT NULL,
	CONSTRAINT "trade_players_trade_id_player_id_pk" PRIMARY KEY("trade_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "trade_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trade_id" uuid NOT NULL,
	"step" text NOT NULL,
	"actor_user_id" text,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"season_id" uuid NOT NULL,
	"division_id" uuid NOT NULL,
	"proposing_team_id" uuid NOT NULL,
	"receiving_team_id" uuid NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trade_players" ADD CONSTRAINT "trade_players_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_players" ADD CONSTRAINT "trade_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_players" ADD CONSTRAINT "trade_players_from_team_id_teams_id_fk" FOREIGN KEY ("from_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_steps" ADD CONSTRAINT "trade_steps_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_steps" ADD CONSTRAINT "trade_steps_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_proposing_team_id_teams_id_fk" FOREIGN KEY ("proposing_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_receiving_team_id_teams_id_fk" FOREIGN KEY ("receiving_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_steps_trade_idx" ON "trade_steps" USING btree ("trade_id","at");--> statement-breakpoint
CREATE INDEX "trades_status_idx" ON "trades" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "trades_proposing_team_idx" ON "trades" USING btree ("proposing_team_id");--> statement-breakpoint
CREATE INDEX "trades_receiving_team_idx" ON "trades" USING btree ("receiving_team_id");