-- Problems reported after delivery (docs/replacements.md § Report a problem after delivery): each
-- report with its lines, outcome and refund; one report per customer and Idempotency-Key.
CREATE TABLE "issue_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"reason" text NOT NULL,
	"outcome" text NOT NULL,
	"items" jsonb NOT NULL,
	"refund_cents" integer DEFAULT 0 NOT NULL,
	"refund_tax_cents" integer DEFAULT 0 NOT NULL,
	"explanation" text NOT NULL,
	"photo_storage_key" text,
	"photo_content_type" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "issue_reports" ADD CONSTRAINT "issue_reports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_reports" ADD CONSTRAINT "issue_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "issue_reports_key_idx" ON "issue_reports" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "issue_reports_order_idx" ON "issue_reports" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "issue_reports_user_month_idx" ON "issue_reports" USING btree ("user_id","created_at");