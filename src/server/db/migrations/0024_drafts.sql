CREATE TABLE "draft_picks" (
	"draft_id" uuid NOT NULL,
	"pick_number" integer NOT NULL,
	"team_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"source" text NOT NULL,
	"is_keeper" boolean DEFAULT false NOT NULL,
	"picked_by_user_id" text,
	"picked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draft_picks_draft_id_pick_number_pk" PRIMARY KEY("draft_id","pick_number"),
	CONSTRAINT "draft_picks_source_check" CHECK ("draft_picks"."source" in ('captain', 'admin', 'queue', 'best_available', 'keeper'))
);
--> statement-breakpoint
CREATE TABLE "draft_queue_entries" (
	"draft_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "draft_queue_entries_draft_id_team_id_player_id_pk" PRIMARY KEY("draft_id","team_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "draft_teams" (
	"draft_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "draft_teams_draft_id_team_id_pk" PRIMARY KEY("draft_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"season_id" uuid NOT NULL,
	"division_id" uuid NOT NULL,
	"name" text NOT NULL,
	"format" text DEFAULT 'snake' NOT NULL,
	"rounds" integer NOT NULL,
	"pick_clock_seconds" integer,
	"status" text DEFAULT 'setup' NOT NULL,
	"current_pick" integer,
	"pick_deadline" timestamp with time zone,
	"paused_remaining_ms" integer,
	"created_by_user_id" text,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drafts_status_check" CHECK ("drafts"."status" in ('setup', 'running', 'paused', 'completed')),
	CONSTRAINT "drafts_format_check" CHECK ("drafts"."format" in ('snake', 'linear'))
);
--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_draft_id_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_picked_by_user_id_users_id_fk" FOREIGN KEY ("picked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_queue_entries" ADD CONSTRAINT "draft_queue_entries_draft_id_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_queue_entries" ADD CONSTRAINT "draft_queue_entries_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_queue_entries" ADD CONSTRAINT "draft_queue_entries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_teams" ADD CONSTRAINT "draft_teams_draft_id_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_teams" ADD CONSTRAINT "draft_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "draft_picks_player_uq" ON "draft_picks" USING btree ("draft_id","player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "draft_queue_rank_uq" ON "draft_queue_entries" USING btree ("draft_id","team_id","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "draft_teams_position_uq" ON "draft_teams" USING btree ("draft_id","position");--> statement-breakpoint
CREATE INDEX "drafts_place_idx" ON "drafts" USING btree ("season_id","division_id");--> statement-breakpoint
CREATE INDEX "drafts_deadline_idx" ON "drafts" USING btree ("pick_deadline") WHERE "drafts"."status" = 'running';