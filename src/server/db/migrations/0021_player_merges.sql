CREATE TABLE "player_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"primary_player_id" uuid NOT NULL,
	"duplicate_player_id" uuid NOT NULL,
	"primary_name" text NOT NULL,
	"duplicate_name" text NOT NULL,
	"changes" jsonb NOT NULL,
	"merged_by_user_id" text,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by_user_id" text
);
--> statement-breakpoint
ALTER TABLE "player_merges" ADD CONSTRAINT "player_merges_primary_player_id_players_id_fk" FOREIGN KEY ("primary_player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_merges" ADD CONSTRAINT "player_merges_duplicate_player_id_players_id_fk" FOREIGN KEY ("duplicate_player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_merges" ADD CONSTRAINT "player_merges_merged_by_user_id_users_id_fk" FOREIGN KEY ("merged_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_merges" ADD CONSTRAINT "player_merges_undone_by_user_id_users_id_fk" FOREIGN KEY ("undone_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_merges_live_duplicate_uq" ON "player_merges" USING btree ("duplicate_player_id") WHERE "player_merges"."undone_at" is null;--> statement-breakpoint
CREATE INDEX "player_merges_primary_idx" ON "player_merges" USING btree ("primary_player_id");--> statement-breakpoint
CREATE INDEX "player_merges_merged_at_idx" ON "player_merges" USING btree ("merged_at");