CREATE TABLE "student_attributes" (
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"careers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"careers_not" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_attributes_user_id_name_pk" PRIMARY KEY("user_id","name")
);
--> statement-breakpoint
CREATE TABLE "vocational_processes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"share_enabled" boolean DEFAULT false NOT NULL,
	"slug" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vocational_references" (
	"id" text PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vocational_sections" (
	"process_id" text NOT NULL,
	"section" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vocational_sections_process_id_section_pk" PRIMARY KEY("process_id","section")
);
--> statement-breakpoint
ALTER TABLE "student_attributes" ADD CONSTRAINT "student_attributes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocational_processes" ADD CONSTRAINT "vocational_processes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocational_sections" ADD CONSTRAINT "vocational_sections_process_id_vocational_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."vocational_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vocational_processes_user_idx" ON "vocational_processes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vocational_processes_slug_idx" ON "vocational_processes" USING btree ("slug");