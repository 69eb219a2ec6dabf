CREATE TABLE "division_standings" (
	"season_id" uuid NOT NULL,
	"division_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"computed_version" integer,
	"rows" jsonb,
	"computed_at" timestamp with time zone,
	CONSTRAINT "division_standings_season_id_division_id_pk" PRIMARY KEY("season_id","division_id")
);
--> statement-breakpoint
CREATE TABLE "standings_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"season_id" uuid NOT NULL,
	"division_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standings_adjustments_points_check" CHECK ("standings_adjustments"."points" <> 0 and "standings_adjustments"."points" between -100 and 100)
);
--> statement-breakpoint
CREATE TABLE "standings_publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"season_id" uuid NOT NULL,
	"division_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"rows" jsonb NOT NULL,
	"published_by_user_id" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standings_publications_kind_check" CHECK ("standings_publications"."kind" in ('published', 'final'))
);
--> statement-breakpoint
CREATE TABLE "suspension_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"season_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"suspension_key" text NOT NULL,
	"games" integer NOT NULL,
	"reason" text NOT NULL,
	"adjusted_by_user_id" text,
	"adjusted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suspension_adjustments_games_check" CHECK ("suspension_adjustments"."games" between 0 and 20)
);
--> statement-breakpoint
ALTER TABLE "division_standings" ADD CONSTRAINT "division_standings_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "division_standings" ADD CONSTRAINT "division_standings_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standings_adjustments" ADD CONSTRAINT "standings_adjustments_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standings_adjustments" ADD CONSTRAINT "standings_adjustments_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standings_adjustments" ADD CONSTRAINT "standings_adjustments_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standings_adjustments" ADD CONSTRAINT "standings_adjustments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standings_publications" ADD CONSTRAINT "standings_publications_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standings_publications" ADD CONSTRAINT "standings_publications_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standings_publications" ADD CONSTRAINT "standings_publications_published_by_user_id_users_id_fk" FOREIGN KEY ("published_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspension_adjustments" ADD CONSTRAINT "suspension_adjustments_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspension_adjustments" ADD CONSTRAINT "suspension_adjustments_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspension_adjustments" ADD CONSTRAINT "suspension_adjustments_adjusted_by_user_id_users_id_fk" FOREIGN KEY ("adjusted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "standings_adjustments_division_idx" ON "standings_adjustments" USING btree ("season_id","division_id");--> statement-breakpoint
CREATE INDEX "standings_publications_division_idx" ON "standings_publications" USING btree ("season_id","division_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "standings_publications_final_uq" ON "standings_publications" USING btree ("season_id","division_id") WHERE kind = 'final';--> statement-breakpoint
CREATE UNIQUE INDEX "suspension_adjustments_uq" ON "suspension_adjustments" USING btree ("season_id","player_id","suspension_key");