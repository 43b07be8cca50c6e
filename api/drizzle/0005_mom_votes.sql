CREATE TABLE "mom_ballots" (
	"tenant_id" text NOT NULL,
	"fixture_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mom_ballots_tenant_id_fixture_id_user_id_pk" PRIMARY KEY("tenant_id","fixture_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "mom_votes" (
	"tenant_id" text NOT NULL,
	"fixture_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"grade" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mom_votes_tenant_id_fixture_id_user_id_player_id_pk" PRIMARY KEY("tenant_id","fixture_id","user_id","player_id"),
	CONSTRAINT "mom_votes_grade_range" CHECK ("mom_votes"."grade" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "mom_ballots" ADD CONSTRAINT "mom_ballots_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mom_ballots" ADD CONSTRAINT "mom_ballots_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mom_ballots" ADD CONSTRAINT "mom_ballots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mom_ballots" ADD CONSTRAINT "mom_ballots_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mom_votes" ADD CONSTRAINT "mom_votes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mom_votes" ADD CONSTRAINT "mom_votes_ballot_fk" FOREIGN KEY ("tenant_id","fixture_id","user_id") REFERENCES "public"."mom_ballots"("tenant_id","fixture_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mom_ballots_user_idx" ON "mom_ballots" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mom_votes_tenant_fixture_player_idx" ON "mom_votes" USING btree ("tenant_id","fixture_id","player_id","grade");--> statement-breakpoint
CREATE INDEX "mom_votes_tenant_player_idx" ON "mom_votes" USING btree ("tenant_id","player_id","grade");