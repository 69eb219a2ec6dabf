CREATE TABLE "team_chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"team_id" uuid NOT NULL,
	"author_user_id" text,
	"client_key" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by_user_id" text,
	CONSTRAINT "team_chat_messages_seq_unique" UNIQUE("seq"),
	CONSTRAINT "team_chat_messages_deleted_body_empty" CHECK ("team_chat_messages"."deleted_at" is null or "team_chat_messages"."body" = '')
);
--> statement-breakpoint
CREATE TABLE "team_chat_states" (
	"team_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"last_read_seq" bigint DEFAULT 0 NOT NULL,
	"muted" boolean DEFAULT false NOT NULL,
	"last_digest_seq" bigint DEFAULT 0 NOT NULL,
	"digest_sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_chat_states_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "team_chat_messages" ADD CONSTRAINT "team_chat_messages_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_chat_messages" ADD CONSTRAINT "team_chat_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_chat_messages" ADD CONSTRAINT "team_chat_messages_deleted_by_user_id_users_id_fk" FOREIGN KEY ("deleted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_chat_states" ADD CONSTRAINT "team_chat_states_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_chat_states" ADD CONSTRAINT "team_chat_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_chat_messages_author_client_key_uq" ON "team_chat_messages" USING btree ("author_user_id","client_key");--> statement-breakpoint
CREATE INDEX "team_chat_messages_team_seq_idx" ON "team_chat_messages" USING btree ("team_id","seq");--> statement-breakpoint
CREATE INDEX "team_chat_states_user_idx" ON "team_chat_states" USING btree ("user_id");