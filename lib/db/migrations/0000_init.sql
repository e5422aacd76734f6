CREATE TYPE "public"."career_level" AS ENUM('universitaria', 'tecnica');--> statement-breakpoint
CREATE TYPE "public"."gestion" AS ENUM('publica', 'privada');--> statement-breakpoint
CREATE TYPE "public"."institution_kind" AS ENUM('universidad', 'instituto');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('user', 'user-parent');--> statement-breakpoint
CREATE TABLE "careers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"level" "career_level" NOT NULL,
	"area" text NOT NULL,
	"area_slug" text NOT NULL,
	"area_source" text,
	"cine_program" text,
	"cine_broad" text,
	"cine_specific" text,
	"cine_level" text,
	"duration_years" real,
	"duration_source" text,
	"onet_soc" text,
	"onet_occupation" text,
	"riasec_code" text,
	"riasec" jsonb,
	"pec_family" text,
	"pec_institution_type" text,
	"income_median" integer,
	"income_min" integer,
	"income_max" integer,
	"income_institutions" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "careers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"source_name" text NOT NULL,
	"short_name" text,
	"kind" "institution_kind" NOT NULL,
	"gestion" "gestion" NOT NULL,
	"region_id" integer,
	"province" text,
	"district" text,
	"ubigeo" text,
	"lat" double precision,
	"lng" double precision,
	"source_code" text,
	"licence_status" text,
	"licence_label" text,
	"licence_start" date,
	"licence_end" date,
	"licence_years" integer,
	"licence_data_cut" date,
	"later_status" text,
	"later_status_source" text,
	"founded_year" integer,
	"website" text,
	"logo" text,
	"sentence" text,
	"institute_type" text,
	"is_school" boolean DEFAULT false NOT NULL,
	"known_brand" text,
	"program_count" integer,
	"families" text[],
	"typical_duration_years" real,
	"income_min" integer,
	"income_max" integer,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institutions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "offerings" (
	"id" serial PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"career_id" integer,
	"source_key" text NOT NULL,
	"program_name" text NOT NULL,
	"family" text NOT NULL,
	"slug" text NOT NULL,
	"region_id" integer,
	"region_name" text,
	"duration_years" real,
	"cost_min_cents" integer,
	"cost_max_cents" integer,
	"admission_rate" real,
	"income" integer,
	"credit" boolean,
	"scholarships" boolean,
	"admitted" integer,
	"applicants" integer,
	"enrolled" integer,
	"sources" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offerings_source_key_unique" UNIQUE("source_key")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text DEFAULT 'email' NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"attachments" jsonb,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"ubigeo_reniec" text NOT NULL,
	"ubigeo_inei" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"iso" text,
	"capital" text,
	"area_km2" double precision,
	"lat" double precision,
	"lng" double precision,
	"source" text NOT NULL,
	"note" text,
	CONSTRAINT "regions_ubigeo_reniec_unique" UNIQUE("ubigeo_reniec"),
	CONSTRAINT "regions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"annex" text DEFAULT '0' NOT NULL,
	"name" text NOT NULL,
	"level" text NOT NULL,
	"gestion" text,
	"department" text,
	"province" text,
	"district" text,
	"ubigeo" text,
	"address" text,
	"status" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"key" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"summary" jsonb,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"name" text DEFAULT '' NOT NULL,
	"surname" text DEFAULT '' NOT NULL,
	"surname_father" text,
	"surname_mother" text,
	"gender" text,
	"document" text,
	"phone" text,
	"full_phone" text,
	"country_code" text,
	"country_iso" text,
	"role" "user_role",
	"type" text,
	"graduation_year" integer,
	"grade" text,
	"section" text,
	"school_id" integer,
	"sponsor_id" integer,
	"alliance_id" integer,
	"campaign" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_career_id_careers_id_fk" FOREIGN KEY ("career_id") REFERENCES "public"."careers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_sponsor_id_institutions_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "institutions_kind_idx" ON "institutions" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "institutions_region_idx" ON "institutions" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "offerings_institution_idx" ON "offerings" USING btree ("institution_id");--> statement-breakpoint
CREATE INDEX "offerings_career_idx" ON "offerings" USING btree ("career_id");--> statement-breakpoint
CREATE INDEX "offerings_region_idx" ON "offerings" USING btree ("region_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offerings_institution_slug_idx" ON "offerings" USING btree ("institution_id","slug");--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to");--> statement-breakpoint
CREATE UNIQUE INDEX "schools_code_annex_idx" ON "schools" USING btree ("code","annex");--> statement-breakpoint
CREATE INDEX "schools_name_idx" ON "schools" USING btree ("name");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree (lower("email"));