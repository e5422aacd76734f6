CREATE TABLE "webinar_confirmations" (
	"webinar_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "webinar_confirmations_webinar_id_user_id_pk" PRIMARY KEY("webinar_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "webinar_confirmations" ADD CONSTRAINT "webinar_confirmations_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_confirmations" ADD CONSTRAINT "webinar_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;