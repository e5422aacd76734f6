CREATE TABLE "fair_conferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"fair_id" integer NOT NULL,
	"slug" text NOT NULL,
	"stand_id" integer,
	"title" text NOT NULL,
	"author" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"areas" text[] DEFAULT '{}' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer,
	"video_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fair_conferences_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "fair_enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"conference_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"track" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fair_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrolment_id" integer NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fair_reminders_enrolment_id_unique" UNIQUE("enrolment_id")
);
--> statement-breakpoint
CREATE TABLE "fair_stands" (
	"id" serial PRIMARY KEY NOT NULL,
	"fair_id" integer NOT NULL,
	"institution_id" integer NOT NULL,
	"headline" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"highlights" text[] DEFAULT '{}' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"timezone" text DEFAULT 'America/Lima' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fairs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "fair_conferences" ADD CONSTRAINT "fair_conferences_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_conferences" ADD CONSTRAINT "fair_conferences_stand_id_fair_stands_id_fk" FOREIGN KEY ("stand_id") REFERENCES "public"."fair_stands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_enrolments" ADD CONSTRAINT "fair_enrolments_conference_id_fair_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."fair_conferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_enrolments" ADD CONSTRAINT "fair_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_reminders" ADD CONSTRAINT "fair_reminders_enrolment_id_fair_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."fair_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_stands" ADD CONSTRAINT "fair_stands_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_stands" ADD CONSTRAINT "fair_stands_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fair_conferences_fair_idx" ON "fair_conferences" USING btree ("fair_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fair_enrolments_conference_user_idx" ON "fair_enrolments" USING btree ("conference_id","user_id");--> statement-breakpoint
CREATE INDEX "fair_enrolments_user_idx" ON "fair_enrolments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "fair_reminders_due_idx" ON "fair_reminders" USING btree ("status","send_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fair_stands_fair_institution_idx" ON "fair_stands" USING btree ("fair_id","institution_id");