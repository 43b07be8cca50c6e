CREATE TABLE "match_events" (
	"fixture_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"minute" integer NOT NULL,
	"stoppage_minute" integer,
	"type" text NOT NULL,
	"side" text NOT NULL,
	"team_id" integer NOT NULL,
	"player_id" integer,
	"second_player_id" integer,
	"home_score" integer NOT NULL,
	"away_score" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_events_fixture_id_sequence_pk" PRIMARY KEY("fixture_id","sequence")
);
--> statement-breakpoint
CREATE TABLE "match_simulations" (
	"fixture_id" integer PRIMARY KEY NOT NULL,
	"plan" jsonb NOT NULL,
	"frame_count" integer NOT NULL,
	"step" integer DEFAULT -1 NOT NULL,
	"speed" double precision DEFAULT 1 NOT NULL,
	"next_step_at" timestamp with time zone NOT NULL,
	"minute" integer,
	"stoppage_minute" integer,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"match_finished_emitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_statistics" (
	"fixture_id" integer PRIMARY KEY NOT NULL,
	"home_possession" integer NOT NULL,
	"away_possession" integer NOT NULL,
	"home_shots" integer NOT NULL,
	"away_shots" integer NOT NULL,
	"home_shots_on_target" integer NOT NULL,
	"away_shots_on_target" integer NOT NULL,
	"home_corners" integer NOT NULL,
	"away_corners" integer NOT NULL,
	"home_fouls" integer NOT NULL,
	"away_fouls" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_second_player_id_players_id_fk" FOREIGN KEY ("second_player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_simulations" ADD CONSTRAINT "match_simulations_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_statistics" ADD CONSTRAINT "match_statistics_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_events_player_idx" ON "match_events" USING btree ("player_id","type");--> statement-breakpoint
CREATE INDEX "match_simulations_due_idx" ON "match_simulations" USING btree ("finished_at","next_step_at");