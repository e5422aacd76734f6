-- Accent- and case-insensitive search of institutions by name and acronym (lib/server/catalog/search-text.ts
-- builds the same expression, so the planner can use this trigram index for LIKE '%…%').
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "institutions_search_trgm_idx" ON "institutions" USING gin ((translate(lower("name" || ' ' || coalesce("short_name", '')), 'ÁÀÂÄÉÈÊËÍÌÎÏÓÒÔÖÚÙÛÜÑáàâäéèêëíìîïóòôöúùûüñ', 'aaaaeeeeiiiioooouuuunaaaaeeeeiiiioooouuuun')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "offerings_institution_career_idx" ON "offerings" ("career_id", "institution_id");
