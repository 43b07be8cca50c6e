CREATE TABLE "favourite_teams" (
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_teams_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_formation_players" (
	"tenant_id" text NOT NULL,
	"formation_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	CONSTRAINT "user_formation_players_formation_id_slot_pk" PRIMARY KEY("formation_id","slot"),
	CONSTRAINT "user_formation_players_formation_player_uq" UNIQUE("formation_id","player_id"),
	CONSTRAINT "user_formation_players_slot_range" CHECK ("user_formation_players"."slot" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "user_formations" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"formation" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_formations_tenant_user_team_uq" UNIQUE("tenant_id","user_id","team_id"),
	CONSTRAINT "user_formations_tenant_id_uq" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "favourite_teams" ADD CONSTRAINT "favourite_teams_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_teams" ADD CONSTRAINT "favourite_teams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_teams" ADD CONSTRAINT "favourite_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_formation_players" ADD CONSTRAINT "user_formation_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_formation_players" ADD CONSTRAINT "user_formation_players_formation_fk" FOREIGN KEY ("tenant_id","formation_id") REFERENCES "public"."user_formations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_formations" ADD CONSTRAINT "user_formations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_formations" ADD CONSTRAINT "user_formations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_formations" ADD CONSTRAINT "user_formations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_teams_user_idx" ON "favourite_teams" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "favourite_teams_team_idx" ON "favourite_teams" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "user_formation_players_player_idx" ON "user_formation_players" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "user_formations_tenant_team_idx" ON "user_formations" USING btree ("tenant_id","team_id","formation");--> statement-breakpoint
CREATE INDEX "user_formations_tenant_user_updated_idx" ON "user_formations" USING btree ("tenant_id","user_id","updated_at");--> statement-breakpoint
CREATE INDEX "user_formations_user_idx" ON "user_formations" USING btree ("user_id");