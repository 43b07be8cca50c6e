CREATE TABLE "smart_bars" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"link" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "smart_bar_hides" (
	"tenant_id" text NOT NULL,
	"viewer_key" text NOT NULL,
	"hidden_update_at" timestamp with time zone NOT NULL,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "smart_bar_hides_tenant_id_viewer_key_hidden_update_at_pk" PRIMARY KEY("tenant_id","viewer_key","hidden_update_at")
);
--> statement-breakpoint
ALTER TABLE "smart_bars" ADD CONSTRAINT "smart_bars_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_bars" ADD CONSTRAINT "smart_bars_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_bar_hides" ADD CONSTRAINT "smart_bar_hides_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "smart_bar_hides_update_idx" ON "smart_bar_hides" USING btree ("tenant_id","hidden_update_at");
