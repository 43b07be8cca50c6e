-- Issue 30: articles an editor removed, so their addresses answer 410 (gone) rather than 404 (never was).
CREATE TABLE "removed_articles" (
	"tenant_id" text NOT NULL,
	"article_id" integer NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "removed_articles_tenant_id_article_id_pk" PRIMARY KEY("tenant_id","article_id")
);
--> statement-breakpoint
ALTER TABLE "removed_articles" ADD CONSTRAINT "removed_articles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;