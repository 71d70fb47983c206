CREATE TABLE "product_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"product_name" text NOT NULL,
	"note" text,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_requests" ADD CONSTRAINT "product_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_requests_user_idx" ON "product_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "product_requests_ip_idx" ON "product_requests" USING btree ("ip","created_at");