-- Shortages (docs/replacements.md): what happened to each short order line and its refund, the
-- refund's key on the payments row (one refund per key), the rider chat's replacement cards, and the
-- sandbox provider's refunds and the order of each charge (the dev list of an order's payments).
CREATE TABLE "sandbox_refunds" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"charge_reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "order_uuid" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "fulfilment" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "short_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "fulfilled_product_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "charged_price_cents" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refund_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refund_tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "offer_status" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "approval_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_of" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "offer_item_id" integer;--> statement-breakpoint
CREATE INDEX "sandbox_refunds_charge_idx" ON "sandbox_refunds" USING btree ("charge_reference");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_fulfilled_product_id_products_id_fk" FOREIGN KEY ("fulfilled_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_offer_item_id_order_items_id_fk" FOREIGN KEY ("offer_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_pending_offer_idx" ON "order_items" USING btree ("approval_deadline") WHERE "order_items"."offer_status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key_idx" ON "payments" USING btree ("idempotency_key") WHERE "payments"."idempotency_key" is not null;