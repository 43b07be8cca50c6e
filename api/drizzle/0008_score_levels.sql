CREATE TABLE "prediction_score_levels" (
	"tenant_id" text NOT NULL,
	"board" char(1) NOT NULL,
	"period" text NOT NULL,
	"points" integer NOT NULL,
	"users" integer NOT NULL,
	CONSTRAINT "prediction_score_levels_tenant_id_board_period_points_pk" PRIMARY KEY("tenant_id","board","period","points")
);
--> statement-breakpoint
ALTER TABLE "prediction_score_levels" ADD CONSTRAINT "prediction_score_levels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" DROP COLUMN "points";--> statement-breakpoint
-- Picks now count as played when they are made (boards.ts): the picks on games not settled yet join
-- their boards, with 0 points.
INSERT INTO "prediction_scores" ("tenant_id", "board", "period", "user_id", "points", "correct", "played")
SELECT p."tenant_id", b."board", b."period", p."user_id", 0, 0, count(*)::int
FROM "predictions" p
JOIN "prediction_games" g ON g."id" = p."prediction_game_id"
JOIN "fixtures" f ON f."id" = g."fixture_id"
CROSS JOIN LATERAL (VALUES
  ('W', g."week_start"::text),
  ('M', to_char(f."kickoff_at" AT TIME ZONE 'Europe/Amsterdam', 'YYYY-MM')),
  ('T', f."season")
) AS b ("board", "period")
WHERE g."settled_at" IS NULL
GROUP BY 1, 2, 3, 4
ON CONFLICT ("tenant_id", "board", "period", "user_id") DO UPDATE SET "played" = "prediction_scores"."played" + excluded."played";
--> statement-breakpoint
INSERT INTO "prediction_score_levels" ("tenant_id", "board", "period", "points", "users")
SELECT "tenant_id", "board", "period", "points", count(*)::int FROM "prediction_scores" GROUP BY 1, 2, 3, 4;
