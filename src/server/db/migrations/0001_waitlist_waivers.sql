CREATE TABLE "waivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "waivers_version_unique" UNIQUE("version")
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"full_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"date_of_birth" text NOT NULL,
	"gender" text NOT NULL,
	"photo_url" text,
	"jersey_size" text NOT NULL,
	"emergency_contact_name" text NOT NULL,
	"emergency_contact_phone" text NOT NULL,
	"waiver_accepted_at" timestamp with time zone,
	"waiver_id" uuid,
	"is_new_player" boolean NOT NULL,
	"previous_team_id" uuid,
	"team_preference" text,
	"skill_level" integer NOT NULL,
	"positions_played" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_position" text NOT NULL,
	"mailing_list_opt_in" boolean DEFAULT false NOT NULL,
	"season_id" uuid,
	"division_id" uuid,
	"has_physical_conditions" boolean NOT NULL,
	"physical_conditions_details" text,
	"notes" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"waitlist_priority" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_email_period_uq" UNIQUE NULLS NOT DISTINCT("email","season_id","division_id"),
	CONSTRAINT "waitlist_entries_email_lower" CHECK ("waitlist_entries"."email" = lower("waitlist_entries"."email")),
	CONSTRAINT "waitlist_entries_status" CHECK ("waitlist_entries"."status" in ('pending', 'invited', 'registered', 'declined', 'expired')),
	CONSTRAINT "waitlist_entries_priority" CHECK ("waitlist_entries"."waitlist_priority" >= 1),
	CONSTRAINT "waitlist_entries_skill" CHECK ("waitlist_entries"."skill_level" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "waitlist_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "waivers" ADD CONSTRAINT "waivers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_waiver_id_waivers_id_fk" FOREIGN KEY ("waiver_id") REFERENCES "public"."waivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_previous_team_id_teams_id_fk" FOREIGN KEY ("previous_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_invitations" ADD CONSTRAINT "waitlist_invitations_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waivers_one_active_uq" ON "waivers" USING btree ("is_active") WHERE "waivers"."is_active";--> statement-breakpoint
CREATE INDEX "waitlist_entries_queue_idx" ON "waitlist_entries" USING btree ("season_id","division_id","status","waitlist_priority","created_at");--> statement-breakpoint
CREATE INDEX "waitlist_entries_order_idx" ON "waitlist_entries" USING btree ("waitlist_priority","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_invitations_one_open_uq" ON "waitlist_invitations" USING btree ("entry_id") WHERE "waitlist_invitations"."claimed_at" is null and "waitlist_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "waitlist_invitations_open_expiry_idx" ON "waitlist_invitations" USING btree ("expires_at") WHERE "waitlist_invitations"."claimed_at" is null and "waitlist_invitations"."revoked_at" is null;