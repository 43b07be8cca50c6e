-- CLB-03: a fan's club alerts also reach the notification list (NOT-01..04): one notification per fan and match, renewed by each new alert of it.
ALTER TABLE "notifications" ALTER COLUMN "comment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "fixture_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "match_alert_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_match_alert_id_match_alerts_id_fk" FOREIGN KEY ("match_alert_id") REFERENCES "public"."match_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_one_subject" CHECK (("notifications"."comment_id" is null) <> ("notifications"."match_alert_id" is null));--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_match_key" ON "notifications" USING btree ("tenant_id","user_id","fixture_id") WHERE "notifications"."match_alert_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_match_alert_idx" ON "notifications" USING btree ("match_alert_id");
