ALTER TABLE "institutions" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "contact_phone" text;