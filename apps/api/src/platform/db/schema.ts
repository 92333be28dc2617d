import { DEFAULT_BASE_RATES, DEFAULT_DUNNING_LEVELS, type BaseRate, type DunningLevel, type HallGeometry } from '@messeportal/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A file's id: up to 53 random bits, as many as a JSON number holds exactly. */
const fileId = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

/** Stored files (images of the catalogue, later uploads); bytes live in the database so every API process sees them. */
export const files = pgTable(
  'files',
  {
    /** Random, not counted (platform/files/file-id.ts): holding a file's id is what lets one name or fetch it. */
    id: fileId('id').primaryKey(),
    origName: text('orig_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    isImage: boolean('is_image').notNull().default(false),
    width: integer('width'),
    height: integer('height'),
    data: bytea('data').notNull(),
    thumb: bytea('thumb'),
    isTemp: boolean('is_temp').notNull().default(false),
    /** A private upload (a stand plan): served only to this company through its own route, never by /pub/file. */
    ownerCompanyId: integer('owner_company_id').references(() => companies.id),
    createdAt: createdAt(),
  },
  // The hourly sweep looks for old temporary files only.
  (t) => [index('files_temp_created_idx').on(t.createdAt).where(sql`${t.isTemp}`)],
);

export const events = pgTable('events', {
  id: serial('id').primaryKey(),
  nameDe: text('name_de').notNull(),
  nameEn: text('name_en').notNull(),
  startsAt: date('starts_at', { mode: 'string' }).notNull(),
  endsAt: date('ends_at', { mode: 'string' }).notNull(),
  registrationEndsAt: at('registration_ends_at').notNull(),
  printEndsAt: at('print_ends_at').notNull(),
  techEndsAt: at('tech_ends_at').notNull(),
  earlyBookerEndsAt: at('early_booker_ends_at'),
  /** VAT in basis points: 1900 = 19 %. */
  vatRate: integer('vat_rate').notNull(),
  currency: text('currency').notNull().default('EUR'),
  urlAgb: text('url_agb').notNull(),
  /** The cancellation policy an order accepts beside the terms (SPEC §5); '' until the organiser names one. */
  urlCancellation: text('url_cancellation').notNull().default(''),
  registrationDescriptionDe: text('registration_description_de').notNull().default(''),
  registrationDescriptionEn: text('registration_description_en').notNull().default(''),
  mediaDescriptionDe: text('media_description_de').notNull().default(''),
  mediaDescriptionEn: text('media_description_en').notNull().default(''),
  isMediaVisible: boolean('is_media_visible').notNull().default(true),
  isTechVisible: boolean('is_tech_visible').notNull().default(true),
  hasFireplaceConnections: boolean('has_fireplace_connections').notNull().default(false),
  /** Flue gas connections (issue 28): net cents each, at most so many per registration, requests until (null: techEndsAt). */
  fireplacePrice: integer('fireplace_price').notNull().default(329_000),
  fireplaceMaxConnections: integer('fireplace_max_connections').notNull().default(4),
  fireplaceEndsAt: at('fireplace_ends_at'),
  /** The partial billing number (INVOICE_BILLING_NUMBERS) its connections are invoiced under. */
  fireplaceBillingNumber: text('fireplace_billing_number').notNull().default('technology'),
  /** Issue the invoice of a registration's uninvoiced positions as soon as it is confirmed (issue 17). */
  invoiceOnConfirmation: boolean('invoice_on_confirmation').notNull().default(false),
  /** Visible to the public (configurator, portal) only once staff publish it; a new event or edition starts unpublished (issue 28). */
  isPublished: boolean('is_published').notNull().default(false),
  /** The first day of registration in the organiser's time zone; null: open as soon as published. */
  registrationOpensOn: date('registration_opens_on', { mode: 'string' }),
  /** How the event sells the stands of its hall plans (issue 31): self-selection, request and approval, placement. */
  standSelling: text('stand_selling', { enum: ['self', 'request', 'placement'] }).notNull().default('self'),
  /** The narrowest aisle the plan checks allow, in centimetres. */
  minAisleWidthCm: integer('min_aisle_width_cm').notNull().default(300),
  /** Days an exhibitor has to object to a placement proposal; silence afterwards counts as accepted. */
  objectionDays: integer('objection_days').notNull().default(8),
  /** The most stands one company may hold an option on in the event. */
  maxOptionsPerCompany: integer('max_options_per_company').notNull().default(3),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const productGroups = pgTable(
  'product_groups',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id').notNull().references(() => events.id),
    nameDe: text('name_de').notNull(),
    nameEn: text('name_en').notNull(),
    /** The order exhibitors see them in (issue 15); equal ones by id. */
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('product_groups_event_idx').on(t.eventId)],
);

export const standConfigs = pgTable(
  'stand_configs',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id').notNull().references(() => events.id),
    nameDe: text('name_de').notNull(),
    nameEn: text('name_en').notNull(),
    standType: text('stand_type').notNull(),
    qmMin: integer('qm_min').notNull(),
    qmMax: integer('qm_max').notNull(),
    isOrderable: boolean('is_orderable').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** The partial billing number (INVOICE_BILLING_NUMBERS) its positions are invoiced under. */
    billingNumber: text('billing_number').notNull().default('stand'),
  },
  (t) => [index('stand_configs_event_idx').on(t.eventId)],
);

export const standPriceRules = pgTable(
  'stand_price_rules',
  {
    id: serial('id').primaryKey(),
    standConfigId: integer('stand_config_id').notNull().references(() => standConfigs.id),
    descriptionDe: text('description_de').notNull(),
    descriptionEn: text('description_en').notNull(),
    unit: text('unit').notNull(),
    /** Net price in cents, per m² or flat depending on basis. */
    priceSingle: integer('price_single').notNull(),
    basis: text('basis', { enum: ['per_qm', 'flat'] }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('stand_price_rules_config_idx').on(t.standConfigId)],
);

export const mediaGroups = pgTable('media_groups', {
  id: serial('id').primaryKey(),
  nameDe: text('name_de').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const mediaItems = pgTable(
  'media_items',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id').notNull().references(() => events.id),
    mediaGroupId: integer('media_group_id').notNull().references(() => mediaGroups.id),
    nameDe: text('name_de').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionDe: text('description_de').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    formatDe: text('format_de').notNull().default(''),
    formatEn: text('format_en').notNull().default(''),
    /** Total pieces on offer; what binding orders took is subtracted to get the available amount. */
    stock: integer('stock').notNull(),
    /** Pieces taken by binding orders, raised in the order's transaction under a row lock. */
    ordered: integer('ordered').notNull().default(0),
    price: integer('price').notNull(),
    /** Early-booking price in cents; 0 means none. */
    priceEarly: integer('price_early').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    isConfigurator: boolean('is_configurator').notNull().default(true),
    imageFileId: fileId('image_file_id').references(() => files.id),
    sort: integer('sort').notNull().default(0),
    /** The partial billing number (INVOICE_BILLING_NUMBERS) its positions are invoiced under. */
    billingNumber: text('billing_number').notNull().default('media'),
  },
  (t) => [index('media_items_event_idx').on(t.eventId)],
);

export const orderBookGroups = pgTable(
  'order_book_groups',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id').notNull().references(() => events.id),
    titleDe: text('title_de').notNull(),
    titleEn: text('title_en').notNull(),
    /** 1 neutral, 2 boxed, 3 expandable (collapsed at start). */
    groupType: smallint('group_type').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('order_book_groups_event_idx').on(t.eventId)],
);

export const orderBookItems = pgTable(
  'order_book_items',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id').notNull().references(() => events.id),
    groupId: integer('group_id').notNull().references(() => orderBookGroups.id),
    /** 0 product, 1 text, 2 checkbox, 3 group header, 4 amount input, 5 confirm. */
    itemType: smallint('item_type').notNull(),
    titleDe: text('title_de').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionDe: text('description_de').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    price: integer('price').notNull().default(0),
    unit: text('unit').notNull().default('piece'),
    /** SPEC §3 price calculation: 'quantity' (as entered) or 'qm' (by stand m²: at least the stand's area). */
    priceCalculation: text('price_calculation').notNull().default('quantity'),
    isMandatory: boolean('is_mandatory').notNull().default(false),
    isConfigurator: boolean('is_configurator').notNull().default(false),
    /** 0 products, 1 information, 2 hidden (staff only), 3 confirmations. */
    tab: smallint('tab').notNull().default(0),
    productNameDe: text('product_name_de'),
    productNameEn: text('product_name_en'),
    productDescriptionDe: text('product_description_de'),
    productDescriptionEn: text('product_description_en'),
    /** 1 quantity field, 2 yes/no checkbox; only for products. */
    productType: smallint('product_type'),
    imageFileId: fileId('image_file_id').references(() => files.id),
    galleryFileIds: fileId('gallery_file_ids').array().notNull().default(sql`'{}'::bigint[]`),
    sort: integer('sort').notNull().default(0),
    /** The partial billing number (INVOICE_BILLING_NUMBERS) its positions and bookings are invoiced under. */
    billingNumber: text('billing_number').notNull().default('technology'),
  },
  (t) => [index('order_book_items_event_idx').on(t.eventId), index('order_book_items_group_idx').on(t.groupId)],
);

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameNatural: text('name_natural').notNull().default(''),
  email: text('email').notNull().default(''),
  internet: text('internet').notNull().default(''),
  ustid: text('ustid').notNull().default(''),
  telCountry: text('tel_country').notNull().default(''),
  telCity: text('tel_city').notNull().default(''),
  telDirect: text('tel_direct').notNull().default(''),
  faxCountry: text('fax_country').notNull().default(''),
  faxCity: text('fax_city').notNull().default(''),
  faxDirect: text('fax_direct').notNull().default(''),
  /** Staff put the company on hold (issue 30): none of its invoices is dunned while set. */
  dunningHoldAt: at('dunning_hold_at'),
  dunningHoldNote: text('dunning_hold_note').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  // The back office finds companies by any fragment of name or e-mail, lower-cased (pg_trgm).
  index('companies_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  index('companies_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
]);

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    isMainContact: boolean('is_main_contact').notNull().default(false),
    /** 2 Herr, 3 Frau, 4 divers. */
    gender: smallint('gender'),
    title: text('title').notNull().default(''),
    firstName: text('first_name').notNull(),
    name: text('name').notNull(),
    /** Lower-cased; also the username. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    lang: text('lang').notNull().default('de'),
    contactTypes: text('contact_types').array().notNull().default(sql`'{}'::text[]`),
    telCountry: text('tel_country').notNull().default(''),
    telCity: text('tel_city').notNull().default(''),
    telDirect: text('tel_direct').notNull().default(''),
    faxCountry: text('fax_country').notNull().default(''),
    faxCity: text('fax_city').notNull().default(''),
    faxDirect: text('fax_direct').notNull().default(''),
    mobileCountry: text('mobile_country').notNull().default(''),
    mobileDirect: text('mobile_direct').notNull().default(''),
    /** A new username the main contact asked for: it takes effect when the contact confirms it by mail. */
    pendingEmail: text('pending_email'),
    pendingEmailTokenHash: text('pending_email_token_hash'),
    pendingEmailUntil: at('pending_email_until'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('contacts_email_uq').on(t.email),
    index('contacts_company_idx').on(t.companyId),
    // The registration desk finds a company by any fragment of a contact's "first name name" or e-mail (pg_trgm).
    index('contacts_name_trgm_idx').using('gin', sql`lower(${t.firstName} || ' ' || ${t.name}) gin_trgm_ops`),
    index('contacts_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    uniqueIndex('contacts_pending_email_token_uq').on(t.pendingEmailTokenHash),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    nameExtra: text('name_extra').notNull().default(''),
    street: text('street').notNull(),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    email: text('email').notNull().default(''),
    ustid: text('ustid').notNull().default(''),
    isMain: boolean('is_main').notNull().default(false),
    isInvoice: boolean('is_invoice').notNull().default(false),
    /** The buyer reference its invoices carry (XRechnung BT-10): a public buyer's Leitweg-ID, or its own order reference. */
    buyerReference: text('buyer_reference').notNull().default(''),
  },
  (t) => [index('addresses_company_idx').on(t.companyId)],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    contactId: integer('contact_id').references(() => contacts.id),
    name: text('name').notNull(),
    internet: text('internet').notNull().default(''),
    logoFileId: fileId('logo_file_id').references(() => files.id),
    motifFileId: fileId('motif_file_id').references(() => files.id),
    createdAt: createdAt(),
  },
  (t) => [index('brands_company_idx').on(t.companyId)],
);

export const brandProductGroups = pgTable(
  'brand_product_groups',
  {
    brandId: integer('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    productGroupId: integer('product_group_id').notNull().references(() => productGroups.id),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.productGroupId] })],
);

export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id').notNull().references(() => events.id),
    companyId: integer('company_id').notNull().references(() => companies.id),
    standConfigId: integer('stand_config_id').references(() => standConfigs.id),
    hall: text('hall').notNull().default(''),
    standNr: text('stand_nr').notNull().default(''),
    standType: text('stand_type').notNull().default(''),
    standSize: numeric('stand_size', { precision: 8, scale: 2, mode: 'number' }),
    variant: text('variant').notNull().default(''),
    isConfirmed: boolean('is_confirmed').notNull().default(false),
    isOnsiteParticipant: boolean('is_onsite_participant').notNull().default(true),
    isVirtualParticipant: boolean('is_virtual_participant').notNull().default(false),
    createdAt: createdAt(),
    confirmedAt: at('confirmed_at'),
    /** SHA-256 of the double opt-in token; cleared when the link is used, so it works once. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: at('confirm_expires_at'),
    /** Cancelled by staff (issue 16): when and why; its stand is given free, its open orders are cancelled with it. */
    canceledAt: at('canceled_at'),
    cancelReason: text('cancel_reason').notNull().default(''),
    /** The stand it held when it was cancelled (issue 28), offered back when staff restore it; '' otherwise. */
    canceledHall: text('canceled_hall').notNull().default(''),
    canceledStandNr: text('canceled_stand_nr').notNull().default(''),
    /** The stand plan (Standskizze): where the booked connections go; a private file of the company. */
    floorPlanFileId: fileId('floor_plan_file_id').references(() => files.id),
  },
  (t) => [
    uniqueIndex('registrations_event_company_uq').on(t.eventId, t.companyId),
    index('registrations_company_idx').on(t.companyId),
    // The desk's default order (newest first, ties by id) read along one index; its halls read hall by hall.
    index('registrations_event_created_idx').on(t.eventId, t.createdAt, t.id),
    index('registrations_event_hall_idx').on(t.eventId, t.hall),
    // The desk's keyset orders by hall and by stand number (migration 0033).
    index('registrations_event_lower_hall_idx').on(t.eventId, sql`lower(${t.hall})`, t.id),
    index('registrations_event_stand_nr_idx').on(t.eventId, sql`lower(${t.standNr})`, t.id),
    // A stand number is given once per hall of an event (issue 16); an empty one is no stand yet.
    uniqueIndex('registrations_event_stand_uq')
      .on(t.eventId, sql`lower(${t.hall})`, sql`lower(${t.standNr})`)
      .where(sql`${t.standNr} <> ''`),
    // The back office's search finds a registration by any fragment of "hall stand" across events (pg_trgm).
    index('registrations_stand_trgm_idx')
      .using('gin', sql`lower(${t.hall} || ' ' || ${t.standNr}) gin_trgm_ops`)
      .where(sql`${t.standNr} <> ''`),
  ],
);

/**
 * How many registrations of an event are in each hall, stand type and state: the desk's list counts (issue 28),
 * kept by a trigger on registrations in the transaction of every change (migration 0033); read only.
 */
export const registrationDeskCounts = pgTable(
  'registration_desk_counts',
  {
    eventId: integer('event_id').notNull().references(() => events.id),
    hall: text('hall').notNull(),
    /** 0: no stand type of the event. */
    standConfigId: integer('stand_config_id').notNull(),
    isConfirmed: boolean('is_confirmed').notNull(),
    isCanceled: boolean('is_canceled').notNull(),
    registrations: integer('registrations').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.hall, t.standConfigId, t.isConfirmed, t.isCanceled] })],
);

export const registrationBrands = pgTable(
  'registration_brands',
  {
    registrationId: integer('registration_id').notNull().references(() => registrations.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.brandId] })],
);

export const registrationContacts = pgTable(
  'registration_contacts',
  {
    registrationId: integer('registration_id').notNull().references(() => registrations.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id').notNull().references(() => contacts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.contactId] })],
);

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    registrationId: integer('registration_id').notNull().references(() => registrations.id),
    /** confirmation, invoice, credit_note, cancellation, booked_services */
    type: text('type').notNull(),
    number: text('number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** open, confirmed, delivered, processed, finished, canceled */
    status: text('status').notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    /** The binding order a confirmation was made from; its positions are the document's. */
    orderId: integer('order_id').references(() => orders.id),
    /** An invoice's partial billing number (INVOICE_BILLING_NUMBERS); null on other documents. */
    billingNumber: text('billing_number'),
    /** A final invoice lists the partial invoices issued before it. */
    isFinal: boolean('is_final').notNull().default(false),
    /** The invoice a credit note or cancellation voucher corrects. */
    correctsId: integer('corrects_id').references((): AnyPgColumn => documents.id),
    dueDate: date('due_date', { mode: 'string' }),
    /** What was paid of an invoice so far (the sum of its payments). */
    paidCents: integer('paid_cents').notNull().default(0),
    /**
     * Everything an invoice, credit note or cancellation voucher says, as issued (seller, buyer, tax case, period,
     * lines, breakdown, payment terms): its PDF and e-invoice are made from this and never from today's data.
     */
    content: jsonb('content'),
    /**
     * The buyer's tax case the totals were computed with (domain TaxCase), for documents without content (an
     * order confirmation, booked services); null on those issued before it was kept: the event's rate.
     */
    taxCase: jsonb('tax_case'),
    /** The buyer disputes the invoice (issue 30): it is not dunned while set. */
    disputedAt: at('disputed_at'),
    disputeNote: text('dispute_note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('documents_number_uq').on(t.number),
    // The back office's search finds a document by any fragment of its number (pg_trgm).
    index('documents_number_trgm_idx').using('gin', sql`lower(${t.number}) gin_trgm_ops`),
    index('documents_registration_idx').on(t.registrationId),
    index('documents_corrects_idx').on(t.correctsId),
  ],
);

/** A payment staff entered for an invoice (issue 17): partial payments add up to its paid amount. */
export const documentPayments = pgTable(
  'document_payments',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id').notNull().references(() => documents.id),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id),
    /** The bank statement entry the payment was booked from (issue 30); null when staff typed it in. */
    bankEntryId: integer('bank_entry_id').references((): AnyPgColumn => bankEntries.id),
    /** A returned direct debit: this row takes back the payment named, with its amount negative. */
    reversesId: integer('reverses_id').references((): AnyPgColumn => documentPayments.id),
    /** The refund this payment belongs to: negative on the invoice paid back from, positive on one set off against. */
    refundId: integer('refund_id').references((): AnyPgColumn => refunds.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('document_payments_document_idx').on(t.documentId),
    check('document_payments_amount_ck', sql`${t.amountCents} > 0 or ((${t.reversesId} is not null or ${t.refundId} is not null) and ${t.amountCents} < 0)`),
  ],
);

/** One level of dunning sent for one invoice, as a line of a notice (a document of type 'dunning_notice'). */
export const dunningNoticeItems = pgTable(
  'dunning_notice_items',
  {
    id: serial('id').primaryKey(),
    noticeId: integer('notice_id').notNull().references(() => documents.id),
    invoiceId: integer('invoice_id').notNull().references(() => documents.id),
    level: smallint('level').notNull(),
    /** reminder, firstNotice, secondNotice (domain DunningKind). */
    kind: text('kind').notNull(),
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
    openCents: integer('open_cents').notNull(),
    feeCents: integer('fee_cents').notNull().default(0),
    flatFeeCents: integer('flat_fee_cents').notNull().default(0),
    interestCents: integer('interest_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('dunning_notice_items_level_uq').on(t.invoiceId, t.level), index('dunning_notice_items_notice_idx').on(t.noticeId)],
);

/** A pain.001 credit transfer file of refunds staff created (issue 30), kept as made. */
export const refundBatches = pgTable(
  'refund_batches',
  {
    id: serial('id').primaryKey(),
    messageId: text('message_id').notNull(),
    refundCount: integer('refund_count').notNull(),
    sumCents: integer('sum_cents').notNull(),
    xml: text('xml').notNull(),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refund_batches_message_uq').on(t.messageId)],
);

/** An invoice's credit balance paid back by transfer or set off against another open invoice of its company. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id').notNull().references(() => documents.id),
    amountCents: integer('amount_cents').notNull(),
    method: text('method', { enum: ['transfer', 'setOff'] }).notNull(),
    setOffDocumentId: integer('set_off_document_id').references(() => documents.id),
    accountHolder: text('account_holder').notNull().default(''),
    iban: text('iban').notNull().default(''),
    bic: text('bic').notNull().default(''),
    /** The pain.001 file a transfer went out with; null until one is made. */
    batchId: integer('batch_id').references(() => refundBatches.id),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id),
    createdAt: createdAt(),
  },
  (t) => [index('refunds_document_idx').on(t.documentId), check('refunds_method_ck', sql`(${t.method} = 'setOff') = (${t.setOffDocumentId} is not null)`)],
);

/** A SEPA direct debit mandate an exhibitor granted in the portal (issue 30); one in force per company. */
export const sepaMandates = pgTable(
  'sepa_mandates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    reference: text('reference').notNull(),
    scheme: text('scheme', { enum: ['CORE', 'B2B'] }).notNull(),
    accountHolder: text('account_holder').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic').notNull().default(''),
    signedOn: date('signed_on', { mode: 'string' }).notNull(),
    contactId: integer('contact_id').references(() => contacts.id),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sepa_mandates_reference_uq').on(t.reference)],
);

/** A direct debit collection file (pain.008) staff created, kept as it was handed to the bank. */
export const directDebitBatches = pgTable('direct_debit_batches', {
  id: serial('id').primaryKey(),
  messageId: text('message_id').notNull(),
  scheme: text('scheme', { enum: ['CORE', 'B2B'] }).notNull(),
  collectionCount: integer('collection_count').notNull(),
  sumCents: integer('sum_cents').notNull(),
  xml: text('xml').notNull(),
  staffUserId: integer('staff_user_id').references(() => staffUsers.id),
  createdAt: createdAt(),
});

/** An invoice collected by direct debit; returned when the debtor's bank gave it back (reason and fee as the bank said). */
export const directDebits = pgTable(
  'direct_debits',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => directDebitBatches.id),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id),
    mandateId: integer('mandate_id')
      .notNull()
      .references(() => sepaMandates.id),
    amountCents: integer('amount_cents').notNull(),
    collectionDate: date('collection_date', { mode: 'string' }).notNull(),
    sequenceType: text('sequence_type', { enum: ['FRST', 'RCUR', 'OOFF'] }).notNull(),
    state: text('state', { enum: ['collected', 'returned'] }).notNull().default('collected'),
    returnReason: text('return_reason').notNull().default(''),
    returnFeeCents: integer('return_fee_cents').notNull().default(0),
    returnedEntryId: integer('returned_entry_id').references(() => bankEntries.id),
    createdAt: createdAt(),
  },
  (t) => [index('direct_debits_mandate_idx').on(t.mandateId)],
);

/** A bank statement staff uploaded (issue 30): camt.053 or a bank's CSV export. */
export const bankStatements = pgTable('bank_statements', {
  id: serial('id').primaryKey(),
  fileName: text('file_name').notNull(),
  /** camt.053.001.08, camt.053.001.02 …, CSV */
  format: text('format').notNull(),
  accountIban: text('account_iban').notNull(),
  statementIds: text('statement_ids').notNull().default(''),
  entriesRead: integer('entries_read').notNull(),
  /** Entries not known from an earlier upload. */
  entriesNew: integer('entries_new').notNull(),
  staffUserId: integer('staff_user_id').references(() => staffUsers.id),
  createdAt: createdAt(),
});

/**
 * An entry of a bank statement, once per account and bank reference however often its statement is uploaded.
 * A credit is booked on the invoices it pays, or waits for a person (`review`) with the reason and the
 * invoices it may pay; a debit (a returned direct debit, a refund paid) waits for a person too.
 */
export const bankEntries = pgTable(
  'bank_entries',
  {
    id: serial('id').primaryKey(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => bankStatements.id),
    accountIban: text('account_iban').notNull(),
    bankReference: text('bank_reference').notNull(),
    bookedOn: date('booked_on', { mode: 'string' }).notNull(),
    valueOn: date('value_on', { mode: 'string' }),
    direction: text('direction', { enum: ['credit', 'debit'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    counterpartyName: text('counterparty_name').notNull().default(''),
    counterpartyIban: text('counterparty_iban').notNull().default(''),
    remittance: text('remittance').notNull().default(''),
    endToEndId: text('end_to_end_id').notNull().default(''),
    mandateId: text('mandate_id').notNull().default(''),
    returnReason: text('return_reason').notNull().default(''),
    state: text('state', { enum: ['booked', 'review', 'dismissed'] }).notNull(),
    /** Why it waits (domain ReviewReason, or `debit`). */
    reviewReason: text('review_reason'),
    candidateIds: integer('candidate_ids').array().notNull().default(sql`'{}'`),
    resolvedBy: integer('resolved_by').references(() => staffUsers.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bank_entries_reference_uq').on(t.accountIban, t.bankReference), index('bank_entries_statement_idx').on(t.statementId)],
);

/**
 * The last number issued per number prefix (AB, RE …) and year. Taking a number updates the row, which stays
 * locked until the issuing transaction ends: numbers are unique and without gaps even for concurrent orders.
 */
export const documentNumberCounters = pgTable(
  'document_number_counters',
  {
    prefix: text('prefix').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.year] })],
);

/**
 * How this database was first started: with the demo data or without (`DEMO=false`). One row, written by the
 * first start; later starts never seed again, whatever `DEMO` says then (server.ts, db/installation.ts).
 */
export const installation = pgTable(
  'installation',
  {
    id: integer('id').primaryKey().default(1),
    demo: boolean('demo').notNull(),
    createdAt: createdAt(),
  },
  () => [check('installation_one_row_ck', sql`id = 1`)],
);

export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** Null until the person sets a password through the link they were given. */
    passwordHash: text('password_hash'),
    lang: text('lang').notNull().default('de'),
    role: text('role', { enum: ['admin', 'sales', 'accounting'] }).notNull().default('admin'),
    /** Set when an admin disables the account: no login, and its sessions ended with it. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The authenticator's secret (base32) once a code of it was confirmed; null: no second factor (issue 32). */
    totpSecret: text('totp_secret'),
    /** A secret being set up from the own account, active once a code of it is confirmed. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: at('totp_enabled_at'),
    /** The last 30-second step whose code was accepted: a code works once, and none of an earlier step. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_users_email_uq').on(t.email), check('staff_users_role_ck', sql`role in ('admin', 'sales', 'accounting')`)],
);

/**
 * The organiser's master data (issue 15): one row. Every PDF's letterhead and footer, every mail's sender and
 * footer take it from here; empty texts until an admin fills them in (the demo seed fills them).
 */
export const organiserSettings = pgTable(
  'organiser_settings',
  {
    id: integer('id').primaryKey().default(1),
    companyName: text('company_name').notNull().default(''),
    street: text('street').notNull().default(''),
    zip: text('zip').notNull().default(''),
    city: text('city').notNull().default(''),
    /** ISO 3166 code: the documents print the country's name in their language. */
    country: text('country').notNull().default('DE'),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    website: text('website').notNull().default(''),
    vatId: text('vat_id').notNull().default(''),
    taxNumber: text('tax_number').notNull().default(''),
    commercialRegister: text('commercial_register').notNull().default(''),
    managingDirectors: text('managing_directors').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    /** Without spaces, upper case, its checksum checked. */
    iban: text('iban').notNull().default(''),
    bic: text('bic').notNull().default(''),
    /** The SEPA creditor identifier direct debits are collected under (issue 30); empty: none collected. */
    sepaCreditorId: text('sepa_creditor_id').notNull().default(''),
    logoFileId: fileId('logo_file_id').references(() => files.id),
    mailSenderName: text('mail_sender_name').notNull().default(''),
    mailSenderAddress: text('mail_sender_address').notNull().default(''),
    documentFooterDe: text('document_footer_de').notNull().default(''),
    documentFooterEn: text('document_footer_en').notNull().default(''),
    mailFooterDe: text('mail_footer_de').notNull().default(''),
    mailFooterEn: text('mail_footer_en').notNull().default(''),
    /** The notice above the exhibitors' login form, per language; empty: none. */
    loginNoticeDe: text('login_notice_de').notNull().default(''),
    loginNoticeEn: text('login_notice_en').notNull().default(''),
    /** The last day (the organiser's calendar) the login notice shows; null: no end (issue 29). */
    loginNoticeUntil: date('login_notice_until', { mode: 'string' }),
    /** Basis points, as events.vat_rate: the rate a new event starts with. */
    defaultVatRate: integer('default_vat_rate').notNull().default(1900),
    timeZone: text('time_zone').notNull().default('Europe/Berlin'),
    /** Where staff get a copy of every binding order and every booklet "save and send" (issue 16); empty: none. */
    orderCopyAddress: text('order_copy_address').notNull().default(''),
    /** Issue 17: the number prefix of each kind of invoice document; numbers run gapless per prefix and year. */
    invoicePrefix: text('invoice_prefix').notNull().default('RE'),
    creditNotePrefix: text('credit_note_prefix').notNull().default('GS'),
    cancellationPrefix: text('cancellation_prefix').notNull().default('ST'),
    /** Days from an invoice's date to its due date. */
    paymentTermDays: integer('payment_term_days').notNull().default(14),
    /** How buyers outside the EU are taxed (NON_EU_TAX_TREATMENTS). */
    nonEuTax: text('non_eu_tax', { enum: ['notTaxable', 'standard'] }).notNull().default('notTaxable'),
    /** Issue 28: days a new double opt-in link stays valid. */
    confirmLinkDays: integer('confirm_link_days').notNull().default(14),
    /** Whom a second factor binds at login (issue 32): nobody, the admins or all staff. */
    twoFactorRequired: text('two_factor_required', { enum: ['none', 'admins', 'all'] }).notNull().default('none'),
    /** The DATEV export's revenue account and tax key (empty on an automatic account) per tax case. */
    revenueAccountDomestic: text('revenue_account_domestic').notNull().default('8400'),
    taxKeyDomestic: text('tax_key_domestic').notNull().default(''),
    revenueAccountReverseCharge: text('revenue_account_reverse_charge').notNull().default('8336'),
    taxKeyReverseCharge: text('tax_key_reverse_charge').notNull().default(''),
    revenueAccountNotTaxable: text('revenue_account_not_taxable').notNull().default('8338'),
    taxKeyNotTaxable: text('tax_key_not_taxable').notNull().default(''),
    /** How a company's debtor number is formed at its first export (DEBTOR_NUMBERINGS); see debtor_accounts. */
    debtorNumbering: text('debtor_numbering', { enum: ['companyId', 'sequential'] }).notNull().default('companyId'),
    debtorNumberStart: integer('debtor_number_start').notNull().default(10000),
    /** The tax adviser's DATEV numbers; null until given (the export refuses to run without them). */
    datevConsultantNumber: integer('datev_consultant_number'),
    datevClientNumber: integer('datev_client_number'),
    /** General-ledger account length (Sachkontenlänge); debtor accounts have one digit more. */
    datevAccountLength: integer('datev_account_length').notNull().default(4),
    fiscalYearStartMonth: integer('fiscal_year_start_month').notNull().default(1),
    /** The bank's ledger account payments and refunds are booked against in the DATEV batch. */
    datevBankAccount: text('datev_bank_account').notNull().default('1200'),
    /** The clearing account a set-off books both its halves through (SKR03 1360 Geldtransit). */
    datevClearingAccount: text('datev_clearing_account').notNull().default('1360'),
    /** Issue 30: dunning levels (domain DunningLevel[]), the § 288 BGB switches and the base rate history. */
    dunningLevels: jsonb('dunning_levels').$type<DunningLevel[]>().notNull().default([...DEFAULT_DUNNING_LEVELS]),
    dunningInterest: boolean('dunning_interest').notNull().default(true),
    dunningFlatFee: boolean('dunning_flat_fee').notNull().default(true),
    baseRates: jsonb('base_rates').$type<BaseRate[]>().notNull().default([...DEFAULT_BASE_RATES]),
    /** The number prefix of dunning notices; numbers run gapless per prefix and year as the invoices' do. */
    dunningPrefix: text('dunning_prefix').notNull().default('MA'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  () => [check('organiser_settings_one_row_ck', sql`id = 1`)],
);

/**
 * A company's DATEV debtor account (issue 28), given at its first DATEV export and never changed after, so
 * that the accountant's open items stay on one account whatever the settings say later.
 */
export const debtorAccounts = pgTable(
  'debtor_accounts',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id),
    account: integer('account').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('debtor_accounts_account_uq').on(t.account)],
);

/**
 * Every change an admin (or the staff command) made (issue 15): who, when, what, and the record before and
 * after as JSON; never updated or deleted by the application.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** Null for the staff command on the server's console. */
    staffUserId: integer('staff_user_id').references(() => staffUsers.id),
    /** Who it was as they were called then (an account may be renamed or disabled later). */
    actor: text('actor').notNull(),
    /** What was changed: staff, settings, event, standConfig, priceRule, productGroup, mediaGroup, media, bookletGroup, bookletItem. */
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    action: text('action', { enum: ['create', 'update', 'delete', 'copy'] }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

/** One-time links to set a staff member's password (a new account, or a forgotten password); the token hashed. */
export const staffPasswordLinks = pgTable(
  'staff_password_links',
  {
    id: serial('id').primaryKey(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_password_links_token_hash_uq').on(t.tokenHash)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: ['exhibitor', 'staff'] }).notNull(),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'cascade' }),
    /** The contact's company, kept on the session (contacts never change company) so a lookup needs no join. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    /** The browser the session was opened in (its User-Agent, cut to 400 characters), for the staff's session list. */
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_staff_user_idx').on(t.staffUserId).where(sql`${t.staffUserId} is not null`),
  ],
);

/** A staff member's recovery codes (issue 32), as SHA-256; each logs in once instead of the authenticator's code. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffUserId: integer('staff_user_id').notNull().references(() => staffUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffUserId)],
);

/**
 * The second step of a staff login (issue 32): the password was right, the code is awaited. Its token's hash names
 * it; the password hash it was opened with must still be the account's when the session is written.
 */
export const staffLoginChallenges = pgTable('staff_login_challenges', {
  tokenHash: text('token_hash').primaryKey(),
  staffUserId: integer('staff_user_id').notNull().references(() => staffUsers.id, { onDelete: 'cascade' }),
  /** code: the authenticator's code is asked; setup: a second factor is required and set up now. */
  kind: text('kind', { enum: ['code', 'setup'] }).notNull(),
  passwordHash: text('password_hash').notNull(),
  /** The secret being set up (kind setup). */
  secret: text('secret'),
  userAgent: text('user_agent').notNull().default(''),
  device: text('device'),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
});

/**
 * The browsers a staff member logged in from (issue 32): a login from one not seen before is mailed to them. The
 * key is one the back office keeps in the browser (else the User-Agent), stored as its SHA-256.
 */
export const staffDevices = pgTable(
  'staff_devices',
  {
    staffUserId: integer('staff_user_id').notNull().references(() => staffUsers.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: at('first_seen_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.staffUserId, t.deviceHash] })],
);

/**
 * Counters of the request limits (per client address, per account's failed logins …), shared by every API
 * process and kept across restarts. A row counts `hits` until `expires_at`; the next hit after that starts
 * a new window.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expiresAt)],
);

/**
 * The transactional outbox: a mail is written in the same transaction as the change it reports and
 * delivered by the mail worker, which claims rows with FOR UPDATE SKIP LOCKED so every mail goes out once.
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: serial('id').primaryKey(),
    /** What the mail is about (offer_link, registration_confirm, order_summary …), for the back office list. */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    lang: text('lang').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The link the mail carries, shown in the server log when no SMTP server is configured. */
    link: text('link'),
    /** A document whose PDF the worker renders (in the mail's language) and attaches as `<number>.pdf`. */
    documentId: integer('document_id').references(() => documents.id),
    state: text('state', { enum: ['pending', 'sending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    claimedAt: at('claimed_at'),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_mails_due_idx').on(t.state, t.nextAttemptAt)],
);

/** A saved configuration (SPEC §3 Offer); the uuid is the secret of its link `#/e/offer/{eventId}/{uuid}`. */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull(),
    eventId: integer('event_id').notNull().references(() => events.id),
    /** The company it was made for or by; null for a visitor's offer until it is ordered. */
    companyId: integer('company_id').references(() => companies.id),
    /** 1 made on the exhibitor side, 2 made by the back office. */
    offerType: smallint('offer_type').notNull().default(1),
    /** A value of the offerStates list (1 draft, 2 sent, 3 accepted, 4 declined, 5 expired). */
    state: smallint('state').notNull().default(1),
    title: text('title').notNull().default(''),
    subText: text('sub_text').notNull().default(''),
    /** The configuration without passwords. */
    data: jsonb('data').notNull(),
    /** An offer of media and services for this existing registration (back-office mode be_registration). */
    registrationId: integer('registration_id').references(() => registrations.id),
    /** The net total in cents, computed by the server at every save, so the back office sorts by it. */
    totalNetCents: integer('total_net_cents').notNull().default(0),
    orderedAt: at('ordered_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The back office lists an event's offers, sorted by the last change (default), creation or total.
  (t) => [
    uniqueIndex('offers_uuid_uq').on(t.uuid),
    index('offers_company_idx').on(t.companyId),
    index('offers_event_updated_idx').on(t.eventId, t.updatedAt),
    index('offers_event_created_idx').on(t.eventId, t.createdAt),
    index('offers_event_total_idx').on(t.eventId, t.totalNetCents),
    // The offers list finds any fragment of the title or of the company a visitor entered (pg_trgm).
    index('offers_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    index('offers_entered_company_trgm_idx').using('gin', sql`lower(nullif(${t.data}->'personal'->'company'->>'name', '')) gin_trgm_ops`),
  ],
);

/** Every change staff make to an offer: who, when, what (the parts named in OFFER_CHANGE_FIELDS). */
export const offerChanges = pgTable(
  'offer_changes',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id').notNull().references(() => offers.id, { onDelete: 'cascade' }),
    staffUserId: integer('staff_user_id').notNull().references(() => staffUsers.id),
    at: at('at').notNull().defaultNow(),
    action: text('action', { enum: ['created', 'saved', 'copied'] }).notNull(),
    fields: text('fields').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('offer_changes_offer_idx').on(t.offerId)],
);

/** A binding order: who ordered what for which registration, priced by the server. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id').notNull().references(() => events.id),
    companyId: integer('company_id').notNull().references(() => companies.id),
    registrationId: integer('registration_id').notNull().references(() => registrations.id),
    contactId: integer('contact_id').notNull().references(() => contacts.id),
    offerId: integer('offer_id').references(() => offers.id),
    /** 'offer' (an offer ordered by its company), 'registration' (confirmed by double opt-in) or 'media' (advertising media ordered in the portal). */
    type: text('type', { enum: ['offer', 'registration', 'media'] }).notNull(),
    /** One of ORDER_STATES (SPEC §4: open … canceled), moved only along the domain's ORDER_TRANSITIONS. */
    status: text('status').notNull().default('open'),
    comment: text('comment').notNull().default(''),
    lang: text('lang').notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    /** The configuration as ordered, without passwords. */
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_registration_idx').on(t.registrationId),
    index('orders_company_idx').on(t.companyId),
    check('orders_status_ck', sql`${t.status} in ('open', 'confirmed', 'delivered', 'processed', 'finished', 'canceled')`),
  ],
);

export const orderPositions = pgTable(
  'order_positions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['stand', 'media', 'service'] }).notNull(),
    itemId: integer('item_id'),
    description: text('description').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    unit: text('unit').notNull(),
    priceSingle: integer('price_single').notNull(),
    sum: integer('sum').notNull(),
    listPrice: integer('list_price').notNull(),
    isDeviating: boolean('is_deviating').notNull().default(false),
    isEarlyPrice: boolean('is_early_price').notNull().default(false),
    sort: integer('sort').notNull(),
    /** The partial billing number of its item when it was ordered (issue 28). */
    billingNumber: text('billing_number').notNull(),
  },
  (t) => [index('order_positions_order_idx').on(t.orderId)],
);

/**
 * Answers of requests sent with an `Idempotency-Key`: a repeated submit with the same key returns the
 * stored answer instead of acting twice. Written in the transaction of the action it answers.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/** The positions of a document (invoice, credit note, cancellation) that was not made from an order. */
export const documentPositions = pgTable(
  'document_positions',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id').notNull().references(() => documents.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    unit: text('unit').notNull(),
    priceSingle: integer('price_single').notNull(),
    sum: integer('sum').notNull(),
    sort: integer('sort').notNull(),
    /** On an invoice: the order position it bills (each is billed once, until its invoice is cancelled). */
    orderPositionId: integer('order_position_id').references(() => orderPositions.id),
    /** On an invoice: the order booklet item whose own booking it bills (that amount of it; bookings change until the booklet closes). */
    orderBookItemId: integer('order_book_item_id').references(() => orderBookItems.id, { onDelete: 'set null' }),
    /** On a credit note or cancellation voucher: the invoice line it credits. */
    creditsId: integer('credits_id').references((): AnyPgColumn => documentPositions.id),
    /** On an invoice: the confirmed flue gas connection it bills (once, until its invoice is cancelled). */
    fireplaceConnectionId: integer('fireplace_connection_id').references((): AnyPgColumn => fireplaceConnections.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('document_positions_document_idx').on(t.documentId),
    index('document_positions_order_position_idx').on(t.orderPositionId),
    index('document_positions_fireplace_connection_idx').on(t.fireplaceConnectionId),
    index('document_positions_credits_idx').on(t.creditsId),
  ],
);

/** What an exhibitor entered in the order booklet of a registration: an amount or a tick per item. */
export const orderBookValues = pgTable(
  'order_book_values',
  {
    registrationId: integer('registration_id').notNull().references(() => registrations.id, { onDelete: 'cascade' }),
    orderBookItemId: integer('order_book_item_id').notNull().references(() => orderBookItems.id),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    checked: boolean('checked').notNull().default(false),
    updatedAt: updatedAt(),
    /** The partial billing number of its item when it was last booked or changed (issue 28; the booklet's writers set it). */
    billingNumber: text('billing_number').notNull().default('technology'),
    /** A price per unit in cents that staff gave instead of the item's (issue 28); null: the item's price. */
    priceDeviating: integer('price_deviating'),
    /** Why staff gave the deviating price (required with it). */
    priceReason: text('price_reason').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.orderBookItemId] })],
);

/**
 * A manual request for new credentials (SPEC, password reset: the address is unknown) in the staff's inbox until
 * someone answers it by sending a set-password link to a contact, or marks it done.
 */
export const credentialRequests = pgTable(
  'credential_requests',
  {
    id: serial('id').primaryKey(),
    company: text('company').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    message: text('message').notNull().default(''),
    lang: text('lang').notNull(),
    createdAt: createdAt(),
    doneAt: at('done_at'),
    doneByStaffUserId: integer('done_by_staff_user_id').references(() => staffUsers.id),
    /** The contact the set-password link went to, when it was answered with one. */
    answeredContactId: integer('answered_contact_id').references(() => contacts.id, { onDelete: 'set null' }),
  },
  (t) => [index('credential_requests_open_idx').on(t.doneAt, t.createdAt)],
);

/** One-time password reset links: the token's SHA-256, valid for an hour, used once. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    contactId: integer('contact_id').notNull().references(() => contacts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_hash_uq').on(t.tokenHash), index('password_resets_contact_idx').on(t.contactId)],
);

/** A requested flue gas connection of a fireplace exhibitor (at most the event's fireplaceMaxConnections not refused). */
export const fireplaceConnections = pgTable(
  'fireplace_connections',
  {
    id: serial('id').primaryKey(),
    registrationId: integer('registration_id').notNull().references(() => registrations.id, { onDelete: 'cascade' }),
    deviceName: text('device_name').notNull(),
    /** stove, tiled, cooker, pellet, gas, hybrid */
    ovenType: text('oven_type').notNull(),
    /** logs, pellets, gas, logs_pellets */
    fuel: text('fuel').notNull(),
    maxPowerKw: numeric('max_power_kw', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    dischargePressurePa: numeric('discharge_pressure_pa', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    /** Net price in cents at the time of the request. */
    priceCents: integer('price_cents').notNull(),
    createdAt: createdAt(),
    /** requested, confirmed or refused (FIREPLACE_STATES): staff decide, the exhibitor is told by mail. */
    state: text('state', { enum: ['requested', 'confirmed', 'refused'] }).notNull().default('requested'),
    refusalReason: text('refusal_reason').notNull().default(''),
    decidedAt: at('decided_at'),
    /** The event's partial billing number for connections at the time of the request. */
    billingNumber: text('billing_number').notNull(),
  },
  (t) => [
    index('fireplace_connections_registration_idx').on(t.registrationId),
    check('fireplace_connections_state_ck', sql`${t.state} in ('requested', 'confirmed', 'refused')`),
  ],
);

/** The organiser's halls (issue 31): one plan serves many editions; the DXF layers last chosen are offered again. */
export const hallPlans = pgTable(
  'hall_plans',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    dxfStandLayer: text('dxf_stand_layer').notNull().default(''),
    dxfOutlineLayer: text('dxf_outline_layer').notNull().default(''),
    dxfColumnLayer: text('dxf_column_layer').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('hall_plans_name_uq').on(sql`lower(${t.name})`)],
);

/** Every saved version of a hall plan, kept with who saved it and when; the geometry as the domain's HallGeometry. */
export const hallPlanVersions = pgTable(
  'hall_plan_versions',
  {
    id: serial('id').primaryKey(),
    hallPlanId: integer('hall_plan_id')
      .notNull()
      .references(() => hallPlans.id),
    version: integer('version').notNull(),
    geometry: jsonb('geometry').$type<HallGeometry>().notNull(),
    standCount: integer('stand_count').notNull(),
    /** The imported file's name, or '' for the editor. */
    source: text('source').notNull().default(''),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id),
    actor: text('actor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('hall_plan_versions_uq').on(t.hallPlanId, t.version)],
);

/** The halls an event sells, each in a chosen version. */
export const eventHalls = pgTable(
  'event_halls',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    hallPlanId: integer('hall_plan_id')
      .notNull()
      .references(() => hallPlans.id),
    version: integer('version').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.hallPlanId] }),
    foreignKey({ columns: [t.hallPlanId, t.version], foreignColumns: [hallPlanVersions.hallPlanId, hallPlanVersions.version] }),
  ],
);

/** What a stand_sales row may say; booked is not among them: a registration with the stand's hall and number books it. */
export const STAND_SALE_STATES = ['available', 'held', 'option', 'proposed', 'blocked'] as const;

/**
 * The sales state of a stand in an event (issue 31), apart from the geometry; no row is an available stand. Every
 * change of a stand, booking it included, takes the row's lock first (migration 0041).
 */
export const standSales = pgTable(
  'stand_sales',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    hallPlanId: integer('hall_plan_id')
      .notNull()
      .references(() => hallPlans.id),
    /** standKey() of the number. */
    standKey: text('stand_key').notNull(),
    standNumber: text('stand_number').notNull(),
    state: text('state', { enum: STAND_SALE_STATES }).notNull().default('available'),
    registrationId: integer('registration_id').references(() => registrations.id),
    companyId: integer('company_id').references(() => companies.id),
    holdTokenHash: text('hold_token_hash'),
    /** held: until when; option: its last moment; proposed: the objection deadline. */
    until: at('until'),
    reason: text('reason').notNull().default(''),
    priceOverrideCents: integer('price_override_cents'),
    priceOverrideReason: text('price_override_reason').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('stand_sales_stand_uq').on(t.eventId, t.hallPlanId, t.standKey),
    uniqueIndex('stand_sales_proposal_uq').on(t.registrationId).where(sql`${t.state} = 'proposed'`),
    index('stand_sales_event_idx').on(t.eventId, t.hallPlanId),
    uniqueIndex('stand_sales_hold_uq').on(t.eventId, t.holdTokenHash).where(sql`${t.state} = 'held'`),
  ],
);

/**
 * Placement proposals (issue 31): a stand proposed to a registration with the deadline to object; answered by the
 * exhibitor, by silence past the deadline ('deemed' accepted), or withdrawn by staff. One open proposal per registration.
 */
export const standProposals = pgTable(
  'stand_proposals',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id),
    hallPlanId: integer('hall_plan_id')
      .notNull()
      .references(() => hallPlans.id),
    standNumber: text('stand_number').notNull(),
    deadline: at('deadline').notNull(),
    createdAt: createdAt(),
    answer: text('answer', { enum: ['accepted', 'objected', 'deemed', 'withdrawn'] }),
    answeredAt: at('answered_at'),
    objection: text('objection').notNull().default(''),
  },
  (t) => [
    uniqueIndex('stand_proposals_open_uq').on(t.registrationId).where(sql`${t.answer} is null`),
    index('stand_proposals_event_idx').on(t.eventId, t.deadline).where(sql`${t.answer} is null`),
  ],
);

/**
 * A booked stand that a new version of its hall's plan moved or reshaped (issue 31, migration 0042): one per
 * registration on it in an event moved onto the version, listed at the desk until staff mark it seen.
 */
export const standChangeNotices = pgTable(
  'stand_change_notices',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id),
    hallPlanId: integer('hall_plan_id')
      .notNull()
      .references(() => hallPlans.id),
    version: integer('version').notNull(),
    standNumber: text('stand_number').notNull(),
    areaBeforeM2: numeric('area_before_m2', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    areaAfterM2: numeric('area_after_m2', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    moved: boolean('moved').notNull(),
    resized: boolean('resized').notNull(),
    createdAt: createdAt(),
    seenAt: at('seen_at'),
    seenBy: integer('seen_by').references(() => staffUsers.id),
  },
  (t) => [
    foreignKey({ columns: [t.hallPlanId, t.version], foreignColumns: [hallPlanVersions.hallPlanId, hallPlanVersions.version] }),
    index('stand_change_notices_open_idx').on(t.eventId, t.id).where(sql`${t.seenAt} is null`),
  ],
);

/**
 * What an exhibitor wishes for its stand where the organiser decides (issue 31, migration 0043): up to three stands of
 * the plan in order of preference (request and approval) or a hall, a sector, neighbours wanted and competitors
 * avoided (placement). One set per registration.
 */
export const standWishes = pgTable(
  'stand_wishes',
  {
    registrationId: integer('registration_id')
      .primaryKey()
      .references(() => registrations.id),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    stands: jsonb('stands').$type<{ hallId: number; stand: string }[]>().notNull().default([]),
    hallPlanId: integer('hall_plan_id').references(() => hallPlans.id),
    sector: text('sector').notNull().default(''),
    neighbours: text('neighbours').notNull().default(''),
    avoid: text('avoid').notNull().default(''),
    note: text('note').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [index('stand_wishes_event_idx').on(t.eventId)],
);

/**
 * Issue 32: an exhibitor contact's private calendar address (ICS): the token in its path, kept as it is so that the
 * portal can show the address again (it opens the company's fair dates and deadlines, nothing else); renewing it
 * replaces the token and so ends the old address, and a contact removed takes its address along. The calendar's language is the one the address was made in.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  contactId: integer('contact_id')
    .primaryKey()
    .references(() => contacts.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  lang: text('lang').notNull(),
  createdAt: createdAt(),
});
