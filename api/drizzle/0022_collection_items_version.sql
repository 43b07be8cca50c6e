ALTER TABLE "collections" ADD COLUMN "items_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Decision 0060: the items calls filter in an in-memory index of a collection's values, built for the
-- collection's `items_version`. Every statement that inserts, updates or deletes items raises it, on
-- whichever API process (or SQL session) it runs, so no process answers from an index of older items.
CREATE OR REPLACE FUNCTION collection_items_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE collections SET item_count = item_count + added.n, items_version = items_version + 1
  FROM (SELECT collection_id, count(*)::integer AS n FROM new_items GROUP BY collection_id) AS added
  WHERE collections.id = added.collection_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION collection_items_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE collections SET item_count = item_count - removed.n, items_version = items_version + 1
  FROM (SELECT collection_id, count(*)::integer AS n FROM old_items GROUP BY collection_id) AS removed
  WHERE collections.id = removed.collection_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION collection_items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE collections SET items_version = items_version + 1
  WHERE id IN (SELECT collection_id FROM new_items UNION SELECT collection_id FROM old_items);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER collection_items_version_changed AFTER UPDATE ON collection_items
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION collection_items_changed();
