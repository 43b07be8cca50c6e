CREATE TABLE "karma_counts" (
	"tenant_id" text NOT NULL,
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"user_id" integer NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"karma_score" integer GENERATED ALWAYS AS (comments_count + likes_count) STORED NOT NULL,
	CONSTRAINT "karma_counts_tenant_id_period_period_start_user_id_pk" PRIMARY KEY("tenant_id","period","period_start","user_id")
);
--> statement-breakpoint
DROP INDEX "articles_tenant_published_idx";--> statement-breakpoint
DROP INDEX "articles_tenant_tag_published_idx";--> statement-breakpoint
DROP INDEX "comment_likes_comment_created_idx";--> statement-breakpoint
DROP INDEX "comment_moderation_log_tenant_idx";--> statement-breakpoint
DROP INDEX "comments_resource_roots_idx";--> statement-breakpoint
DROP INDEX "comments_tenant_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_idx";--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "forum_topics" ADD COLUMN "comments_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "karma_counts" ADD CONSTRAINT "karma_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "karma_counts" ADD CONSTRAINT "karma_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "karma_counts_comments_idx" ON "karma_counts" USING btree ("tenant_id","period","period_start","comments_count" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "karma_counts_likes_idx" ON "karma_counts" USING btree ("tenant_id","period","period_start","likes_count" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "karma_counts_score_idx" ON "karma_counts" USING btree ("tenant_id","period","period_start","karma_score" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "karma_counts_user_idx" ON "karma_counts" USING btree ("tenant_id","user_id","period","period_start");--> statement-breakpoint
ALTER TABLE "authors" ADD CONSTRAINT "authors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authors_user_idx" ON "authors" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "comments_top_liked_idx" ON "comments" USING btree ("tenant_id","likes_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "comments"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "forum_topics_list_idx" ON "forum_topics" USING btree ("tenant_id","pinned" DESC NULLS LAST,"last_comment_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_topics_user_idx" ON "forum_topics" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "articles_tenant_published_idx" ON "articles" USING btree ("tenant_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_tenant_tag_published_idx" ON "articles" USING btree ("tenant_id","primary_tag_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "comment_likes_comment_created_idx" ON "comment_likes" USING btree ("comment_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "comment_moderation_log_tenant_idx" ON "comment_moderation_log" USING btree ("tenant_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "comments_resource_roots_idx" ON "comments" USING btree ("tenant_id","resource_type","resource_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "comments_tenant_created_idx" ON "comments" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("tenant_id","user_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Karma (docs/decisions/0018-karma-counts.md): karma_counts is kept by triggers, so every way a comment
-- or a like comes and goes keeps it exact. A comment counts in the period it was written in, a like in
-- the period it was given in; periods are Europe/Amsterdam's weeks (from Monday), months and all time.
CREATE FUNCTION karma_add(p_tenant text, p_user integer, p_at timestamptz, p_comments integer, p_likes integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  local_day date := (p_at AT TIME ZONE 'Europe/Amsterdam')::date;
BEGIN
  IF p_user IS NULL THEN
    RETURN;
  END IF;
  IF p_comments < 0 OR p_likes < 0 THEN
    -- Taking away never makes a row: the fan's rows may be going with their account.
    UPDATE karma_counts
       SET comments_count = comments_count + p_comments, likes_count = likes_count + p_likes
     WHERE tenant_id = p_tenant AND user_id = p_user
       AND (period, period_start) IN (('week', date_trunc('week', local_day)::date),
                                      ('month', date_trunc('month', local_day)::date),
                                      ('total', DATE '1970-01-01'));
    RETURN;
  END IF;
  INSERT INTO karma_counts AS k (tenant_id, period, period_start, user_id, comments_count, likes_count)
  VALUES (p_tenant, 'week', date_trunc('week', local_day)::date, p_user, p_comments, p_likes),
         (p_tenant, 'month', date_trunc('month', local_day)::date, p_user, p_comments, p_likes),
         (p_tenant, 'total', DATE '1970-01-01', p_user, p_comments, p_likes)
  ON CONFLICT (tenant_id, period, period_start, user_id) DO UPDATE
    SET comments_count = k.comments_count + excluded.comments_count,
        likes_count = k.likes_count + excluded.likes_count;
END
$$;
--> statement-breakpoint
-- A visible comment with an author counts; hiding, deleting or unhiding it moves the count.
CREATE FUNCTION karma_on_comment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.user_id IS NOT DISTINCT FROM NEW.user_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'visible' THEN
    PERFORM karma_add(OLD.tenant_id, OLD.user_id, OLD.created_at, -1, 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'visible' THEN
    PERFORM karma_add(NEW.tenant_id, NEW.user_id, NEW.created_at, 1, 0);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER comments_karma AFTER INSERT OR DELETE OR UPDATE OF status, user_id ON comments
FOR EACH ROW EXECUTE FUNCTION karma_on_comment();
--> statement-breakpoint
-- The likes a comment was given go with the comment. Before the delete: the cascade that removes the
-- like rows runs after it, when their comment (and so its author) can no longer be found.
CREATE FUNCTION karma_on_comment_removed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  given record;
BEGIN
  IF OLD.user_id IS NULL THEN
    RETURN OLD;
  END IF;
  FOR given IN
    SELECT created_at FROM comment_likes WHERE comment_id = OLD.id AND user_id <> OLD.user_id
  LOOP
    PERFORM karma_add(OLD.tenant_id, OLD.user_id, given.created_at, 0, -1);
  END LOOP;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER comments_karma_likes BEFORE DELETE ON comments
FOR EACH ROW EXECUTE FUNCTION karma_on_comment_removed();
--> statement-breakpoint
-- A like counts for the comment's author, never for a fan liking their own comment.
CREATE FUNCTION karma_on_like() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  author integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT user_id INTO author FROM comments WHERE id = NEW.comment_id;
    IF author IS NOT NULL AND author <> NEW.user_id THEN
      PERFORM karma_add(NEW.tenant_id, author, NEW.created_at, 0, 1);
    END IF;
  ELSE
    SELECT user_id INTO author FROM comments WHERE id = OLD.comment_id;
    IF author IS NOT NULL AND author <> OLD.user_id THEN
      PERFORM karma_add(OLD.tenant_id, author, OLD.created_at, 0, -1);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER comment_likes_karma AFTER INSERT OR DELETE ON comment_likes
FOR EACH ROW EXECUTE FUNCTION karma_on_like();
--> statement-breakpoint
-- Counts a tenant's karma again from its comments and likes: the backfill below, and bench data loaded
-- with triggers off.
CREATE FUNCTION karma_rebuild(p_tenant text) RETURNS void LANGUAGE sql AS $$
  DELETE FROM karma_counts WHERE tenant_id = p_tenant;
  INSERT INTO karma_counts (tenant_id, period, period_start, user_id, comments_count, likes_count)
  SELECT p_tenant, p.period, p.period_start, e.user_id, sum(e.comments), sum(e.likes)
    FROM (
      SELECT c.user_id, (c.created_at AT TIME ZONE 'Europe/Amsterdam')::date AS day, 1 AS comments, 0 AS likes
        FROM comments c
       WHERE c.tenant_id = p_tenant AND c.status = 'visible' AND c.user_id IS NOT NULL
      UNION ALL
      SELECT c.user_id, (l.created_at AT TIME ZONE 'Europe/Amsterdam')::date, 0, 1
        FROM comment_likes l JOIN comments c ON c.id = l.comment_id
       WHERE l.tenant_id = p_tenant AND c.user_id IS NOT NULL AND c.user_id <> l.user_id
    ) e
    CROSS JOIN LATERAL (VALUES ('week', date_trunc('week', e.day)::date),
                               ('month', date_trunc('month', e.day)::date),
                               ('total', DATE '1970-01-01')) AS p(period, period_start)
   GROUP BY p.period, p.period_start, e.user_id;
$$;
--> statement-breakpoint
SELECT karma_rebuild(id) FROM tenants;
--> statement-breakpoint
-- A forum topic's comments_count and last_comment_at follow its visible comments, however they change.
CREATE FUNCTION forum_topic_refresh(p_tenant text, p_topic integer) RETURNS void LANGUAGE sql AS $$
  UPDATE forum_topics t
     SET comments_count = s.visible, last_comment_at = coalesce(s.latest, t.created_at)
    FROM (SELECT count(*)::integer AS visible, max(created_at) AS latest
            FROM comments
           WHERE tenant_id = p_tenant AND resource_type = 'forum' AND resource_id = p_topic AND status = 'visible') s
   WHERE t.tenant_id = p_tenant AND t.id = p_topic;
$$;
--> statement-breakpoint
CREATE FUNCTION forum_topic_on_comment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.resource_type = 'forum' THEN
    PERFORM forum_topic_refresh(OLD.tenant_id, OLD.resource_id);
  END IF;
  IF TG_OP = 'INSERT' AND NEW.resource_type = 'forum' THEN
    PERFORM forum_topic_refresh(NEW.tenant_id, NEW.resource_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER comments_forum_topic AFTER INSERT OR DELETE OR UPDATE OF status ON comments
FOR EACH ROW EXECUTE FUNCTION forum_topic_on_comment();
--> statement-breakpoint
UPDATE forum_topics SET last_comment_at = created_at WHERE last_comment_at IS NULL;
