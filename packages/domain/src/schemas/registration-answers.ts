import { invoicePaymentSchema, taxCaseSchema } from './invoicing.ts';
import { ORDER_STATES } from '../registration-desk.ts';
import { z } from './zod.ts';
import { portalAddressSchema } from './company-data-answers.ts';
import { euroRowSchema } from './euro-row.ts';


/** A contact assigned to the registration; phone numbers split as stored. */
export const registrationContactSchema = z.object({
  id: z.number(),
  isMainContact: z.boolean(),
  title: z.string(),
  firstName: z.string(),
  name: z.string(),
  email: z.string(),
  contactTypes: z.array(z.string()),
  telCountry: z.string(),
  telCity: z.string(),
  telDirect: z.string(),
  mobileCountry: z.string(),
  mobileDirect: z.string(),
});
export type RegistrationContact = z.infer<typeof registrationContactSchema>;

/** A brand assigned to the registration. */
export const registrationBrandSchema = z.object({
  id: z.number(),
  name: z.string(),
  internet: z.string(),
  logoUrl: z.string().nullable(),
  motifUrl: z.string().nullable(),
  productgroupsIds: z.array(z.number()),
});
export type RegistrationBrand = z.infer<typeof registrationBrandSchema>;

/** An order confirmation (a document) with the address of its PDF (`GET` with the bearer token). */
export const orderConfirmationSchema = z.object({ id: z.number(), number: z.string(), date: z.string(), pdfUrl: z.string() });
export type OrderConfirmation = z.infer<typeof orderConfirmationSchema>;

/** A binding order of the registration (configurator, offer or portal media order); money in euros. */
export const registrationOrderSchema = z.object({
  id: z.number(),
  type: z.enum(['offer', 'registration', 'media']),
  /** Where the organiser has got with it (ORDER_STATES); a cancelled order is shown, but is neither delivered nor billed. */
  status: z.enum(ORDER_STATES),
  createdAt: z.string(),
  confirmation: orderConfirmationSchema.nullable(),
  positions: z.array(euroRowSchema.extend({ kind: z.enum(['stand', 'media', 'service']), itemId: z.number().nullable() })),
  net: z.number(),
  vat: z.number(),
  gross: z.number(),
});
export type RegistrationOrder = z.infer<typeof registrationOrderSchema>;

/** The registration as its page shows it (SPEC §2 registration/show). */
export const registrationDetailSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  /** Set when the organiser cancelled the registration: it is then only shown. */
  canceledAt: z.string().nullable(),
  eventId: z.number(),
  eventName: z.string(),
  /** The company's id. */
  company: z.number(),
  isConfirmed: z.boolean(),
  isOnsiteParticipant: z.boolean(),
  isVirtualParticipant: z.boolean(),
  hall: z.string(),
  standNr: z.string(),
  variant: z.string(),
  standType: z.string(),
  standTypeLabel: z.string(),
  /** The stand config's name; null without one. */
  standConfigName: z.string().nullable(),
  /** m²; null before a size is known. */
  standSize: z.number().nullable(),
  companyData: z.object({ id: z.number(), name: z.string(), email: z.string(), internet: z.string(), ustid: z.string(), phone: z.string() }),
  mainAddress: portalAddressSchema.nullable(),
  invoiceAddress: portalAddressSchema.nullable(),
  contacts: z.array(registrationContactSchema),
  brands: z.array(registrationBrandSchema),
  /** The first brand's logo and key image. */
  logoUrl: z.string().nullable(),
  motifUrl: z.string().nullable(),
  standItems: z.array(euroRowSchema),
  orders: z.array(registrationOrderSchema),
});
export type RegistrationDetail = z.infer<typeof registrationDetailSchema>;

/**
 * `GET /fe/rest/registration/{id}`: the registration, and its stand positions — those of the binding order it
 * came from, otherwise priced from its stand config and size.
 */
/** A registration with its stand's prices and the company's tax case (every total the portal shows for it uses it). */
export const registrationAnswerSchema = z.object({ registration: registrationDetailSchema, standItems: z.array(euroRowSchema), taxCase: taxCaseSchema });
export type RegistrationAnswer = z.infer<typeof registrationAnswerSchema>;

/** A confirmation, invoice, credit note or cancellation voucher of a registration; money in euros. */
export const registrationDocumentSchema = z.object({
  id: z.number(),
  type: z.string(),
  typeLabel: z.string(),
  number: z.string(),
  /** Calendar date 'YYYY-MM-DD'. */
  date: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  netAmount: z.number(),
  vatAmount: z.number(),
  grossAmount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** `GET` with the bearer token answers the PDF. */
  pdfUrl: z.string(),
  /** Invoices, credit notes and cancellation vouchers: the XRechnung XML beside the PDF (a ZUGFeRD e-invoice itself). */
  xmlUrl: z.string().nullable(),
});
export type RegistrationDocument = z.infer<typeof registrationDocumentSchema>;

/** A document as the exhibitor's lists show it: an invoice with its due date and where its payment stands. */
export const portalDocumentSchema = registrationDocumentSchema.extend({
  /** Calendar date 'YYYY-MM-DD'; invoices only. */
  dueDate: z.string().nullable(),
  /** Invoices only. */
  payment: invoicePaymentSchema.nullable(),
});
export type PortalDocument = z.infer<typeof portalDocumentSchema>;

/** `GET /fe/documents`: every document of the company across its events, newest first. */
export const companyDocumentsAnswerSchema = z.object({
  documents: z.array(portalDocumentSchema.extend({ registrationId: z.number(), eventId: z.number(), eventName: z.string(), currency: z.string() })),
});
export type CompanyDocumentsAnswer = z.infer<typeof companyDocumentsAnswerSchema>;

/** `GET /fe/registration/{id}/documents`: newest first. */
export const documentsAnswerSchema = z.object({ documents: z.array(portalDocumentSchema) });
export type DocumentsAnswer = z.infer<typeof documentsAnswerSchema>;

/** `POST /fe/rest/media/{id}`: advertising media ordered from the portal for a registration. */
export const mediaOrderSchema = z.object({
  medias: z
    .array(z.object({ id: z.number().int().positive().max(2_147_483_647), amount: z.number().int().min(0).max(100_000) }))
    .min(1)
    .max(500),
  comment: z.string().trim().max(4000).optional().default(''),
});
export type MediaOrderInput = z.input<typeof mediaOrderSchema>;

/** The placed media order: its confirmation, positions and totals in euros. */
export const mediaOrderResultSchema = z.object({
  success: z.literal(true),
  orderId: z.number(),
  confirmation: z.object({ id: z.number(), number: z.string(), pdfUrl: z.string() }),
  positions: z.array(euroRowSchema),
  net: z.number(),
  vat: z.number(),
  gross: z.number(),
});
export type MediaOrderResult = z.infer<typeof mediaOrderResultSchema>;
