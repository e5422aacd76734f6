ALTER TABLE "institutions" ADD COLUMN "licence_cut_status" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "licence_cut_label" text;