-- The order of an event's product groups as the organiser sets it (issue 15); existing ones keep the order of their ids.
ALTER TABLE "product_groups" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;