CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"registration_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"season_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "returning_player_intents" (
	"season_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"intent" text DEFAULT 'unknown' NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returning_player_intents_season_id_player_id_pk" PRIMARY KEY("season_id","player_id")
);
--> statement-breakpoint
DROP INDEX "registrations_player_season_division_uq";--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "waiver_id" uuid;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "has_physical_conditions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "physical_conditions_details" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "stripe_checkout_session_id" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "stripe_payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_invitations" ADD CONSTRAINT "registration_invitations_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_invitations" ADD CONSTRAINT "registration_invitations_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_invitations" ADD CONSTRAINT "registration_invitations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returning_player_intents" ADD CONSTRAINT "returning_player_intents_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returning_player_intents" ADD CONSTRAINT "returning_player_intents_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returning_player_intents" ADD CONSTRAINT "returning_player_intents_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registration_invitations_one_open_uq" ON "registration_invitations" USING btree ("season_id","player_id") WHERE "registration_invitations"."claimed_at" is null and "registration_invitations"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_waiver_id_waivers_id_fk" FOREIGN KEY ("waiver_id") REFERENCES "public"."waivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_player_season_division_live_uq" ON "registrations" USING btree ("player_id","season_id","division_id") WHERE "registrations"."status" not in ('cancelled', 'refunded');--> statement-breakpoint
CREATE INDEX "registrations_period_status_idx" ON "registrations" USING btree ("registration_period_id","status");