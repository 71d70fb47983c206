ALTER TABLE "products" ADD COLUMN "ethnicity_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- products.ethnicity_ids follows product_ethnicities. Only rows whose list changes are written
-- (the seed inserts products with their lists already set).
CREATE FUNCTION products_ethnicity_ids_sync(product_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET ethnicity_ids = l.ids
  FROM (
    SELECT u.id, coalesce(
      (SELECT array_agg(pe.ethnicity_id ORDER BY pe.ethnicity_id)
         FROM product_ethnicities pe WHERE pe.product_id = u.id), '{}') AS ids
    FROM (SELECT DISTINCT unnest(product_ids) AS id) u
  ) l
  WHERE p.id = l.id AND p.ethnicity_ids IS DISTINCT FROM l.ids;
$$;
--> statement-breakpoint
CREATE FUNCTION product_ethnicities_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM products_ethnicity_ids_sync(ARRAY(SELECT product_id FROM changed));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION product_ethnicities_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM products_ethnicity_ids_sync(
    ARRAY(SELECT product_id FROM changed UNION SELECT product_id FROM previous));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A trigger with a transition table may name one event only: one trigger each.
CREATE TRIGGER product_ethnicities_insert AFTER INSERT ON product_ethnicities
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION product_ethnicities_changed();
--> statement-breakpoint
CREATE TRIGGER product_ethnicities_delete AFTER DELETE ON product_ethnicities
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION product_ethnicities_changed();
--> statement-breakpoint
CREATE TRIGGER product_ethnicities_update AFTER UPDATE ON product_ethnicities
  REFERENCING OLD TABLE AS previous NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_ethnicities_updated();
--> statement-breakpoint
SELECT products_ethnicity_ids_sync(ARRAY(SELECT DISTINCT product_id FROM product_ethnicities));
