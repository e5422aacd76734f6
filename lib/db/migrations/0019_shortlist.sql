CREATE TABLE "shortlist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"item_key" text NOT NULL,
	"career_id" integer,
	"institution_id" integer,
	"offering_id" integer,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlist_items_kind_check" CHECK (("shortlist_items"."career_id" is not null and "shortlist_items"."institution_id" is null and "shortlist_items"."offering_id" is null) or ("shortlist_items"."career_id" is null and "shortlist_items"."institution_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "shortlist_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"show_on_shared_link" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shortlist_items" ADD CONSTRAINT "shortlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_items" ADD CONSTRAINT "shortlist_items_career_id_careers_id_fk" FOREIGN KEY ("career_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_items" ADD CONSTRAINT "shortlist_items_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_items" ADD CONSTRAINT "shortlist_items_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_preferences" ADD CONSTRAINT "shortlist_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shortlist_items_user_key_idx" ON "shortlist_items" USING btree ("user_id","item_key");--> statement-breakpoint
CREATE INDEX "shortlist_items_institution_idx" ON "shortlist_items" USING btree ("institution_id");--> statement-breakpoint
-- Hand-written: the list becomes the one store of what a student keeps. The institutions she saved
-- move into it first («La guardaste», with the date she saved them), then the places she chose in
-- the test's «Dónde estudiar» (any of her processes; a place already saved keeps its first source).
INSERT INTO "shortlist_items" ("user_id", "item_key", "institution_id", "source", "created_at")
  SELECT "user_id", 'place:' || "institution_id", "institution_id", 'saved', "created_at" FROM "saved_institutions"
  ON CONFLICT ("user_id", "item_key") DO NOTHING;--> statement-breakpoint
INSERT INTO "shortlist_items" ("user_id", "item_key", "institution_id", "source", "created_at")
  SELECT DISTINCT ON (p."user_id", i."id") p."user_id", 'place:' || i."id", i."id", 'test', s."updated_at"
  FROM "vocational_sections" s
  JOIN "vocational_processes" p ON p."id" = s."process_id"
  CROSS JOIN LATERAL jsonb_array_elements_text(CASE WHEN jsonb_typeof(s."answers"->'institutionIds') = 'array' THEN s."answers"->'institutionIds' ELSE '[]'::jsonb END) AS picked(id)
  JOIN "institutions" i ON i."id"::text = picked.id
  WHERE s."section" = 'institution'
  ORDER BY p."user_id", i."id", s."updated_at"
  ON CONFLICT ("user_id", "item_key") DO NOTHING;--> statement-breakpoint
DROP TABLE "saved_institutions" CASCADE;
