CREATE TABLE "student_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"objective" text,
	"country" text,
	"city" text,
	"route" text,
	"street_number" text,
	"formatted_address" text,
	"lat" double precision,
	"lng" double precision,
	"range_price" jsonb,
	"career_ids" integer[] DEFAULT '{}' NOT NULL,
	"birthday" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_preferences" ADD CONSTRAINT "student_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;