-- How the database was first started: with the demo data or without (DEMO=false). A database that already holds
-- events was started before this table existed, by then always with the demo data: it counts as installed, so
-- no later start seeds into it.
CREATE TABLE "installation" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"demo" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "installation_one_row_ck" CHECK (id = 1)
);
--> statement-breakpoint
INSERT INTO "installation" ("id", "demo") SELECT 1, true WHERE EXISTS (SELECT 1 FROM "events");
