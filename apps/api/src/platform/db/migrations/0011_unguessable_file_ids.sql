ALTER TABLE "brands" ALTER COLUMN "logo_file_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "brands" ALTER COLUMN "motif_file_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "media_items" ALTER COLUMN "image_file_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_book_items" ALTER COLUMN "image_file_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_book_items" ALTER COLUMN "gallery_file_ids" SET DATA TYPE bigint[];--> statement-breakpoint
ALTER TABLE "order_book_items" ALTER COLUMN "gallery_file_ids" SET DEFAULT '{}'::bigint[];--> statement-breakpoint
ALTER TABLE "registrations" ALTER COLUMN "floor_plan_file_id" SET DATA TYPE bigint;--> statement-breakpoint
-- New files get random ids from the application (modules/files/file-id.ts); existing ones keep theirs.
ALTER TABLE "files" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
DROP SEQUENCE IF EXISTS "files_id_seq";
