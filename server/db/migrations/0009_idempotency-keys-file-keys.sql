ALTER TABLE "checkout_requests" RENAME TO "idempotency_keys";--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "checkout_requests_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "checkout_requests_user_id_key_pk";--> statement-breakpoint
-- Every key claimed before this migration was a checkout's.
ALTER TABLE "idempotency_keys" ADD COLUMN "operation" text NOT NULL DEFAULT 'placeOrder';--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "operation" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_operation_key_pk" PRIMARY KEY("user_id","operation","key");--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- File URLs now carry a key derived from a secret outside the database (see chat/fileKeys.ts);
-- the stored keys are dropped, so URLs handed out before stop working and listings give new ones.
ALTER TABLE "chat_files" DROP COLUMN "access_key";
