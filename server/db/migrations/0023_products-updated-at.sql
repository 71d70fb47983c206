-- The sitemap's lastmod (issue 33): when what a product's page shows last changed. Sales move
-- popularity on every order and do not count, so the trigger fires only when a shown column changes.
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
CREATE FUNCTION products_touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_shown_change BEFORE UPDATE ON products FOR EACH ROW
  WHEN ((OLD.name, OLD.brand_id, OLD.weight, OLD.price_cents, OLD.original_price_cents,
         OLD.badge_name, OLD.rating, OLD.stock_status, OLD.marks)
        IS DISTINCT FROM
        (NEW.name, NEW.brand_id, NEW.weight, NEW.price_cents, NEW.original_price_cents,
         NEW.badge_name, NEW.rating, NEW.stock_status, NEW.marks))
  EXECUTE FUNCTION products_touch_updated_at();
