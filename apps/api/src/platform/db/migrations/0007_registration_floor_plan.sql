ALTER TABLE "files" ADD COLUMN "owner_company_id" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "floor_plan_file_id" integer;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_floor_plan_file_id_files_id_fk" FOREIGN KEY ("floor_plan_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;