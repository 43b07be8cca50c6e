-- Issue 31, finding 10 (SCL-04): the calls that were slow at real volumes with the answer stores off.
-- The all-time karma board as score levels, so a fan's rank is a sum over a few thousand levels rather
-- than a count over every fan; and a fan's picks of a week straight from an index (the predictions call).
CREATE TABLE "karma_score_levels" (
	"tenant_id" text NOT NULL,
	"karma_score" integer NOT NULL,
	"fans" integer NOT NULL,
	CONSTRAINT "karma_score_levels_tenant_id_karma_score_pk" PRIMARY KEY("tenant_id","karma_score")
);
--> statement-breakpoint
DROP INDEX "predictions_tenant_user_idx";--> statement-breakpoint
ALTER TABLE "karma_score_levels" ADD CONSTRAINT "karma_score_levels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "predictions_tenant_user_game_idx" ON "predictions" USING btree ("tenant_id","user_id","prediction_game_id","bet","odds");
--> statement-breakpoint
-- The levels follow karma_counts' all-time rows, set-based per statement (a rebuild of 200,000 fans is
-- one upsert, a comment's karma one or two level rows). Postgres allows transition tables on one event
-- per trigger, hence three triggers on one function. The deltas are applied in score order, so two
-- transactions moving the same levels take their row locks in the same order.
CREATE FUNCTION karma_levels_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO karma_score_levels AS l (tenant_id, karma_score, fans)
    SELECT tenant_id, karma_score, count(*) FROM new_rows
     WHERE period = 'total' AND karma_score > 0
     GROUP BY tenant_id, karma_score ORDER BY tenant_id, karma_score
    ON CONFLICT (tenant_id, karma_score) DO UPDATE SET fans = l.fans + excluded.fans;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO karma_score_levels AS l (tenant_id, karma_score, fans)
    SELECT tenant_id, karma_score, sum(delta) FROM (
        SELECT tenant_id, karma_score, 1 AS delta FROM new_rows WHERE period = 'total' AND karma_score > 0
        UNION ALL
        SELECT tenant_id, karma_score, -1 FROM old_rows WHERE period = 'total' AND karma_score > 0
      ) moves
     GROUP BY tenant_id, karma_score HAVING sum(delta) <> 0 ORDER BY tenant_id, karma_score
    ON CONFLICT (tenant_id, karma_score) DO UPDATE SET fans = l.fans + excluded.fans;
  ELSE
    UPDATE karma_score_levels l SET fans = l.fans - gone.fans
      FROM (SELECT tenant_id, karma_score, count(*)::integer AS fans FROM old_rows
             WHERE period = 'total' AND karma_score > 0 GROUP BY tenant_id, karma_score) gone
     WHERE l.tenant_id = gone.tenant_id AND l.karma_score = gone.karma_score;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER karma_counts_levels_insert AFTER INSERT ON karma_counts
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION karma_levels_follow();
--> statement-breakpoint
CREATE TRIGGER karma_counts_levels_update AFTER UPDATE ON karma_counts
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION karma_levels_follow();
--> statement-breakpoint
CREATE TRIGGER karma_counts_levels_delete AFTER DELETE ON karma_counts
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION karma_levels_follow();
--> statement-breakpoint
INSERT INTO karma_score_levels (tenant_id, karma_score, fans)
SELECT tenant_id, karma_score, count(*) FROM karma_counts
 WHERE period = 'total' AND karma_score > 0
 GROUP BY tenant_id, karma_score;
