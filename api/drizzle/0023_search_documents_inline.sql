ALTER TABLE "articles" ADD COLUMN "search_passage" text;--> statement-breakpoint
-- SCL-04 (issue 31, finding 10): search at 100,000 articles a tenant without the answer stores.
-- 1. The body's search document stays in the row. Out of line (TOAST), testing one article's body
--    cost about 35 µs (the TOAST index, two chunks, decompression), and a search walks hundreds of
--    articles in date order testing each. `STORAGE MAIN` keeps the document compressed in the row, and a
--    row target of 4,080 bytes leaves room for it: the body's HTML (EXTENDED) moves out first.
ALTER TABLE "articles" SET (toast_tuple_target = 4080);
--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "search_all" SET STORAGE MAIN;
--> statement-breakpoint
-- 2. The passage a search shows is highlighted over the body's text. Stripping ten bodies' tags with
--    regular expressions per request was most of a body search's time (7 of 8 ms): the text is now made
--    once, when the article is written, by the same trigger as the documents. Character references stay
--    (they are text already); every other `&`, `<`, `>` and quote is escaped, so no markup is left.
CREATE FUNCTION article_html_text(html text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT replace(replace(replace(replace(
           regexp_replace(
             regexp_replace(regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g'), '[[:space:]]+', ' ', 'g'),
             '&(?!#[0-9]{1,7};|#[xX][0-9a-fA-F]{1,6};|[A-Za-z][A-Za-z0-9]{1,31};)', '&amp;', 'g'),
           '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION articles_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  config regconfig;
BEGIN
  SELECT CASE WHEN t.language = 'nl' THEN 'dutch'::regconfig ELSE 'english'::regconfig END
    INTO config FROM tenants t WHERE t.id = NEW.tenant_id;
  NEW.search_head := setweight(to_tsvector(config, coalesce(NEW.title, '')), 'A')
                  || setweight(to_tsvector(config, coalesce(NEW.excerpt, '')), 'B');
  NEW.search_all := NEW.search_head
                  || setweight(to_tsvector(config, regexp_replace(coalesce(NEW.content, ''), '<[^>]*>', ' ', 'g')), 'C');
  NEW.search_passage := article_html_text(NEW.content);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- Every article written again: its passage made, its document moved into the row.
UPDATE articles SET title = title;
