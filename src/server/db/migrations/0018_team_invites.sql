CREATE TABLE "rsvp_nudges" (
	"team_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"league_day" date NOT NULL,
	"nudged_by" text,
	"recipients" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rsvp_nudges_team_id_game_id_league_day_pk" PRIMARY KEY("team_id","game_id","league_day")
);
--> statement-breakpoint
CREATE TABLE "team_invite_uses" (
	"invite_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"user_id" text,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_invite_uses_invite_id_player_id_pk" PRIMARY KEY("invite_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "team_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"max_uses" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" text,
	"client_key" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_invites_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "team_invites_uses_check" CHECK ("team_invites"."uses" >= 0 and "team_invites"."uses" <= "team_invites"."max_uses"),
	CONSTRAINT "team_invites_max_uses_check" CHECK ("team_invites"."max_uses" >= 1)
);
--> statement-breakpoint
ALTER TABLE "rsvp_nudges" ADD CONSTRAINT "rsvp_nudges_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_nudges" ADD CONSTRAINT "rsvp_nudges_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_nudges" ADD CONSTRAINT "rsvp_nudges_nudged_by_users_id_fk" FOREIGN KEY ("nudged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invite_uses" ADD CONSTRAINT "team_invite_uses_invite_id_team_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."team_invites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invite_uses" ADD CONSTRAINT "team_invite_uses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invite_uses" ADD CONSTRAINT "team_invite_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_invites_team_client_key_uq" ON "team_invites" USING btree ("team_id","client_key");--> statement-breakpoint
CREATE INDEX "team_invites_team_idx" ON "team_invites" USING btree ("team_id","created_at");