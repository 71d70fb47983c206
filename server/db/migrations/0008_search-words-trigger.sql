-- search_words follows the products' search vectors: every word inserted or updated is added.
-- Words whose products are gone stay; the typo fallback only uses them to build a full-text
-- query, which then finds nothing for them.
CREATE FUNCTION search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT word FROM changed, unnest(tsvector_to_array(changed.search_vector)) AS word
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A trigger with a transition table may name one event only: one trigger each.
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();
--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();
--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT word FROM products, unnest(tsvector_to_array(search_vector)) AS word
ON CONFLICT DO NOTHING;
