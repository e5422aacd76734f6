-- The folded "name + acronym" stored once per institution (PostgreSQL evaluated translate() on
-- every row of a sequential scan), with its trigram index; replaces the expression index of 0003.
ALTER TABLE "institutions" ADD COLUMN IF NOT EXISTS "search_text" text GENERATED ALWAYS AS (translate(lower("name" || ' ' || coalesce("short_name", '')), 'ÁÀÂÄÉÈÊËÍÌÎÏÓÒÔÖÚÙÛÜÑáàâäéèêëíìîïóòôöúùûüñ', 'aaaaeeeeiiiioooouuuunaaaaeeeeiiiioooouuuun')) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "institutions_search_text_trgm_idx" ON "institutions" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "institutions_search_trgm_idx";
