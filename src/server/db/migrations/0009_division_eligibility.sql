CREATE TABLE "eligibility_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"season_id" uuid NOT NULL,
	"division_id" uuid NOT NULL,
	"email" text,
	"player_id" uuid,
	"reason" text NOT NULL,
	"granted_by_user_id" text,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eligibility_exceptions_person_check" CHECK ("eligibility_exceptions"."email" is not null or "eligibility_exceptions"."player_id" is not null),
	CONSTRAINT "eligibility_exceptions_reason_check" CHECK (length(trim("eligibility_exceptions"."reason")) > 0)
);
--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "min_age" integer;--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "gender_rule" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "coed_min_men" integer;--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "coed_min_women" integer;--> statement-breakpoint
ALTER TABLE "eligibility_exceptions" ADD CONSTRAINT "eligibility_exceptions_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_exceptions" ADD CONSTRAINT "eligibility_exceptions_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_exceptions" ADD CONSTRAINT "eligibility_exceptions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_exceptions" ADD CONSTRAINT "eligibility_exceptions_granted_by_user_id_users_id_fk" FOREIGN KEY ("granted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "eligibility_exceptions_email_uq" ON "eligibility_exceptions" USING btree ("season_id","division_id","email") WHERE email is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "eligibility_exceptions_player_uq" ON "eligibility_exceptions" USING btree ("season_id","division_id","player_id") WHERE player_id is not null;--> statement-breakpoint
CREATE INDEX "eligibility_exceptions_division_idx" ON "eligibility_exceptions" USING btree ("division_id","season_id");--> statement-breakpoint
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_gender_rule_check" CHECK ("divisions"."gender_rule" in ('open', 'mens', 'womens', 'coed'));