ALTER TYPE "public"."user_role" ADD VALUE 'advisor';--> statement-breakpoint
CREATE TABLE "advisor_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"advisor_id" integer NOT NULL,
	"email" text NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advisor_invitations" ADD CONSTRAINT "advisor_invitations_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_invitations" ADD CONSTRAINT "advisor_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_invitations" ADD CONSTRAINT "advisor_invitations_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advisor_invitations_advisor_idx" ON "advisor_invitations" USING btree ("advisor_id");