CREATE TABLE "beca18_listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"item" integer NOT NULL,
	"institution_id" integer,
	"offering_id" integer,
	"outcome" text NOT NULL,
	"reason" text NOT NULL,
	"ies" text NOT NULL,
	"tipo_ies" text NOT NULL,
	"gestion" text,
	"department" text NOT NULL,
	"district" text NOT NULL,
	"programme" text NOT NULL,
	"modality" text NOT NULL,
	"eib" boolean NOT NULL,
	"group" integer,
	"source" text NOT NULL,
	CONSTRAINT "beca18_listings_item_unique" UNIQUE("item")
);
--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "beca18_group" integer;--> statement-breakpoint
ALTER TABLE "beca18_listings" ADD CONSTRAINT "beca18_listings_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beca18_listings" ADD CONSTRAINT "beca18_listings_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beca18_listings_institution_idx" ON "beca18_listings" USING btree ("institution_id");--> statement-breakpoint
CREATE INDEX "beca18_listings_offering_idx" ON "beca18_listings" USING btree ("offering_id");