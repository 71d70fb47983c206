ALTER TABLE "idempotency_keys" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "refunded_attempts" integer DEFAULT 0 NOT NULL;