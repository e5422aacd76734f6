-- Hand-written data update (issue 33.1): the status at the 2022 data cut becomes history and the
-- latest status the data has (a licence SUNEDU granted after the cut) becomes `licence_status`.
-- The seed writes the same values on its next run; this keeps an existing database right before it.
UPDATE "institutions" SET "licence_cut_status" = "licence_status", "licence_cut_label" = "licence_label"
  WHERE "licence_data_cut" IS NOT NULL AND "licence_cut_status" IS NULL;--> statement-breakpoint
UPDATE "institutions" SET "licence_status" = 'licenciada', "licence_label" = "later_status"
  WHERE upper("later_status") LIKE '%OTORGADA%' AND NOT ('licenceStatus' = ANY("edited_fields"));
