-- AB-01: headline A/B test exposures, one row per tenant, article and viewer (impression and click).
CREATE TABLE "headline_exposures" (
	"tenant_id" text NOT NULL,
	"article_id" integer NOT NULL,
	"viewer_key" text NOT NULL,
	"group" text NOT NULL,
	"clicked" boolean DEFAULT false NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"clicked_at" timestamp with time zone,
	CONSTRAINT "headline_exposures_tenant_id_article_id_viewer_key_pk" PRIMARY KEY("tenant_id","article_id","viewer_key"),
	CONSTRAINT "headline_exposures_group_check" CHECK ("headline_exposures"."group" in ('a', 'b'))
);
--> statement-breakpoint
ALTER TABLE "headline_exposures" ADD CONSTRAINT "headline_exposures_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "headline_exposures" ADD CONSTRAINT "headline_exposures_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "headline_exposures_readout_idx" ON "headline_exposures" USING btree ("tenant_id","article_id","group","clicked");
