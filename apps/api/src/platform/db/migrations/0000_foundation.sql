CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_extra" text DEFAULT '' NOT NULL,
	"street" text NOT NULL,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"ustid" text DEFAULT '' NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"is_invoice" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_product_groups" (
	"brand_id" integer NOT NULL,
	"product_group_id" integer NOT NULL,
	CONSTRAINT "brand_product_groups_brand_id_product_group_id_pk" PRIMARY KEY("brand_id","product_group_id")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"contact_id" integer,
	"name" text NOT NULL,
	"internet" text DEFAULT '' NOT NULL,
	"logo_file_id" integer,
	"motif_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_natural" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"internet" text DEFAULT '' NOT NULL,
	"ustid" text DEFAULT '' NOT NULL,
	"tel_country" text DEFAULT '' NOT NULL,
	"tel_city" text DEFAULT '' NOT NULL,
	"tel_direct" text DEFAULT '' NOT NULL,
	"fax_country" text DEFAULT '' NOT NULL,
	"fax_city" text DEFAULT '' NOT NULL,
	"fax_direct" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"is_main_contact" boolean DEFAULT false NOT NULL,
	"gender" smallint,
	"title" text DEFAULT '' NOT NULL,
	"first_name" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"lang" text DEFAULT 'de' NOT NULL,
	"contact_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"tel_country" text DEFAULT '' NOT NULL,
	"tel_city" text DEFAULT '' NOT NULL,
	"tel_direct" text DEFAULT '' NOT NULL,
	"fax_country" text DEFAULT '' NOT NULL,
	"fax_city" text DEFAULT '' NOT NULL,
	"fax_direct" text DEFAULT '' NOT NULL,
	"mobile_country" text DEFAULT '' NOT NULL,
	"mobile_direct" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"type" text NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_de" text NOT NULL,
	"name_en" text NOT NULL,
	"starts_at" date NOT NULL,
	"ends_at" date NOT NULL,
	"registration_ends_at" timestamp with time zone NOT NULL,
	"print_ends_at" timestamp with time zone NOT NULL,
	"tech_ends_at" timestamp with time zone NOT NULL,
	"early_booker_ends_at" timestamp with time zone,
	"vat_rate" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"url_agb" text NOT NULL,
	"registration_description_de" text DEFAULT '' NOT NULL,
	"registration_description_en" text DEFAULT '' NOT NULL,
	"media_description_de" text DEFAULT '' NOT NULL,
	"media_description_en" text DEFAULT '' NOT NULL,
	"is_media_visible" boolean DEFAULT true NOT NULL,
	"is_tech_visible" boolean DEFAULT true NOT NULL,
	"has_fireplace_connections" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"orig_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"is_image" boolean DEFAULT false NOT NULL,
	"width" integer,
	"height" integer,
	"data" "bytea" NOT NULL,
	"thumb" "bytea",
	"is_temp" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_de" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"media_group_id" integer NOT NULL,
	"name_de" text NOT NULL,
	"name_en" text NOT NULL,
	"description_de" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"format_de" text DEFAULT '' NOT NULL,
	"format_en" text DEFAULT '' NOT NULL,
	"stock" integer NOT NULL,
	"price" integer NOT NULL,
	"price_early" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_configurator" boolean DEFAULT true NOT NULL,
	"image_file_id" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_book_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"title_de" text NOT NULL,
	"title_en" text NOT NULL,
	"group_type" smallint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_book_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"item_type" smallint NOT NULL,
	"title_de" text NOT NULL,
	"title_en" text NOT NULL,
	"description_de" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"unit" text DEFAULT 'piece' NOT NULL,
	"is_mandatory" boolean DEFAULT false NOT NULL,
	"is_configurator" boolean DEFAULT false NOT NULL,
	"tab" smallint DEFAULT 0 NOT NULL,
	"product_name_de" text,
	"product_name_en" text,
	"product_description_de" text,
	"product_description_en" text,
	"product_type" smallint,
	"image_file_id" integer,
	"gallery_file_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name_de" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_brands" (
	"registration_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	CONSTRAINT "registration_brands_registration_id_brand_id_pk" PRIMARY KEY("registration_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "registration_contacts" (
	"registration_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	CONSTRAINT "registration_contacts_registration_id_contact_id_pk" PRIMARY KEY("registration_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"stand_config_id" integer,
	"hall" text DEFAULT '' NOT NULL,
	"stand_nr" text DEFAULT '' NOT NULL,
	"stand_type" text DEFAULT '' NOT NULL,
	"stand_size" numeric(8, 2),
	"variant" text DEFAULT '' NOT NULL,
	"is_confirmed" boolean DEFAULT false NOT NULL,
	"is_onsite_participant" boolean DEFAULT true NOT NULL,
	"is_virtual_participant" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"contact_id" integer,
	"company_id" integer,
	"staff_user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"lang" text DEFAULT 'de' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stand_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name_de" text NOT NULL,
	"name_en" text NOT NULL,
	"stand_type" text NOT NULL,
	"qm_min" integer NOT NULL,
	"qm_max" integer NOT NULL,
	"is_orderable" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stand_price_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"stand_config_id" integer NOT NULL,
	"description_de" text NOT NULL,
	"description_en" text NOT NULL,
	"unit" text NOT NULL,
	"price_single" integer NOT NULL,
	"basis" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_product_groups" ADD CONSTRAINT "brand_product_groups_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_product_groups" ADD CONSTRAINT "brand_product_groups_product_group_id_product_groups_id_fk" FOREIGN KEY ("product_group_id") REFERENCES "public"."product_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_motif_file_id_files_id_fk" FOREIGN KEY ("motif_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_media_group_id_media_groups_id_fk" FOREIGN KEY ("media_group_id") REFERENCES "public"."media_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_book_groups" ADD CONSTRAINT "order_book_groups_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_book_items" ADD CONSTRAINT "order_book_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_book_items" ADD CONSTRAINT "order_book_items_group_id_order_book_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."order_book_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_book_items" ADD CONSTRAINT "order_book_items_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_groups" ADD CONSTRAINT "product_groups_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_brands" ADD CONSTRAINT "registration_brands_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_brands" ADD CONSTRAINT "registration_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_contacts" ADD CONSTRAINT "registration_contacts_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_contacts" ADD CONSTRAINT "registration_contacts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_stand_config_id_stand_configs_id_fk" FOREIGN KEY ("stand_config_id") REFERENCES "public"."stand_configs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stand_configs" ADD CONSTRAINT "stand_configs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stand_price_rules" ADD CONSTRAINT "stand_price_rules_stand_config_id_stand_configs_id_fk" FOREIGN KEY ("stand_config_id") REFERENCES "public"."stand_configs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_company_idx" ON "addresses" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "brands_company_idx" ON "brands" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_email_uq" ON "contacts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "contacts_company_idx" ON "contacts" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_number_uq" ON "documents" USING btree ("number");--> statement-breakpoint
CREATE INDEX "documents_registration_idx" ON "documents" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "media_items_event_idx" ON "media_items" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "order_book_groups_event_idx" ON "order_book_groups" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "order_book_items_event_idx" ON "order_book_items" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "order_book_items_group_idx" ON "order_book_items" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "product_groups_event_idx" ON "product_groups" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_event_company_uq" ON "registrations" USING btree ("event_id","company_id");--> statement-breakpoint
CREATE INDEX "registrations_company_idx" ON "registrations" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_email_uq" ON "staff_users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "stand_configs_event_idx" ON "stand_configs" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "stand_price_rules_config_idx" ON "stand_price_rules" USING btree ("stand_config_id");