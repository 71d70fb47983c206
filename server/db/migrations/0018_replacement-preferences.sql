CREATE TABLE "replacement_preferences" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"choice" text NOT NULL,
	"replacement_product_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "replacement_preferences_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "replacement_preferences" ADD CONSTRAINT "replacement_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replacement_preferences" ADD CONSTRAINT "replacement_preferences_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replacement_preferences" ADD CONSTRAINT "replacement_preferences_replacement_product_id_products_id_fk" FOREIGN KEY ("replacement_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;