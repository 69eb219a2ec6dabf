CREATE TABLE "roster_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by_user_id" text,
	"decided_by_user_id" text,
	"decided_at" timestamp with time zone,
	"decision_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roster_change_requests_kind_check" CHECK ("roster_change_requests"."kind" in ('add', 'remove')),
	CONSTRAINT "roster_change_requests_status_check" CHECK ("roster_change_requests"."status" in ('pending', 'approved', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "team_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"author_user_id" text,
	"body" text NOT NULL,
	"client_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roster_change_requests" ADD CONSTRAINT "roster_change_requests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_change_requests" ADD CONSTRAINT "roster_change_requests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_change_requests" ADD CONSTRAINT "roster_change_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_change_requests" ADD CONSTRAINT "roster_change_requests_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_notes" ADD CONSTRAINT "team_notes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_notes" ADD CONSTRAINT "team_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roster_change_requests_one_pending_uq" ON "roster_change_requests" USING btree ("team_id","player_id") WHERE "roster_change_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "roster_change_requests_status_idx" ON "roster_change_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "team_notes_client_key_uq" ON "team_notes" USING btree ("team_id","author_user_id","client_key");--> statement-breakpoint
CREATE INDEX "team_notes_team_idx" ON "team_notes" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "team_rosters_team_jersey_uq" ON "team_rosters" USING btree ("team_id","jersey_number");