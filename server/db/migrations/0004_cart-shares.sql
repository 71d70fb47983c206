CREATE TABLE "cart_share_items" (
	"share_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "cart_share_items_share_id_product_id_pk" PRIMARY KEY("share_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "cart_shares" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_share_items" ADD CONSTRAINT "cart_share_items_share_id_cart_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."cart_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_share_items" ADD CONSTRAINT "cart_share_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_shares" ADD CONSTRAINT "cart_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_shares_user_idx" ON "cart_shares" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "cart_shares_expires_idx" ON "cart_shares" USING btree ("expires_at");