ALTER TABLE "payment_methods" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Cards saved before this migration: each customer's most recently saved live card becomes the default.
UPDATE "payment_methods" SET "is_default" = true WHERE "id" IN (SELECT DISTINCT ON ("user_id") "id" FROM "payment_methods" WHERE "deleted_at" IS NULL ORDER BY "user_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_one_default_idx" ON "payment_methods" USING btree ("user_id") WHERE "payment_methods"."is_default";