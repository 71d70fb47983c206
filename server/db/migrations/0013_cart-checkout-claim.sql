ALTER TABLE "carts" ADD COLUMN "checkout_order_uuid" uuid;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "checkout_claimed_at" timestamp with time zone;