import { z } from './zod.ts';
import { fairEventSchema } from './event-answers.ts';

/** The company (SPEC §3 Company) as `GET /fe/company`, `GET /fe/globaldata` and its save answer it. */
export const companySchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The name as people say it (SPEC §3), e.g. 'Muster Küchen'; a brand may not repeat it. */
  name_natural: z.string(),
  email: z.string(),
  internet: z.string(),
  ustid: z.string(),
  telCountry: z.string(),
  telCity: z.string(),
  telDirect: z.string(),
  faxCountry: z.string(),
  faxCity: z.string(),
  faxDirect: z.string(),
});
export type Company = z.infer<typeof companySchema>;

/** A contact person of the company (SPEC §3 Contact); phone numbers split as stored. */
export const portalContactSchema = z.object({
  id: z.number(),
  /** 2 Herr, 3 Frau, 4 divers; null when not given. */
  gender: z.number().nullable(),
  /** The gender's salutation in the request's language, '' without one. */
  salutation: z.string(),
  title: z.string(),
  firstName: z.string(),
  name: z.string(),
  email: z.string(),
  lang: z.string(),
  contactType: z.array(z.string()),
  isMainContact: z.boolean(),
  telCountry: z.string(),
  telCity: z.string(),
  telDirect: z.string(),
  faxCountry: z.string(),
  faxCity: z.string(),
  faxDirect: z.string(),
  mobileCountry: z.string(),
  mobileDirect: z.string(),
  registrationsIds: z.array(z.number()),
});
export type PortalContact = z.infer<typeof portalContactSchema>;

/** An address of the company (SPEC §3 Address): one main address, one that receives the invoices. */
export const portalAddressSchema = z.object({
  id: z.number(),
  name: z.string(),
  nameExtra: z.string(),
  street: z.string(),
  zip: z.string(),
  city: z.string(),
  country: z.string(),
  email: z.string(),
  ustid: z.string(),
  buyerReference: z.string(),
  isMain: z.boolean(),
  isInvoice: z.boolean(),
});
export type PortalAddress = z.infer<typeof portalAddressSchema>;

/** A brand of the company (SPEC §3 Brand, portal): `logo` and `motif` are file ids, `contact` a contact's id. */
export const portalBrandSchema = z.object({
  id: z.number(),
  name: z.string(),
  internet: z.string(),
  logo: z.number().nullable(),
  motif: z.number().nullable(),
  logoUrl: z.string().nullable(),
  motifUrl: z.string().nullable(),
  contact: z.number().nullable(),
  productgroupsIds: z.array(z.number()),
  registrationsIds: z.array(z.number()),
  /** One of the company's first five brands (in id order), which cost nothing (SPEC §9). */
  isFree: z.boolean(),
});
export type PortalBrand = z.infer<typeof portalBrandSchema>;

/** A registration of the company for an event (SPEC §3 Registration), with what it has ordered and booked. */
export const portalRegistrationSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  eventId: z.number(),
  companyId: z.number(),
  isConfirmed: z.boolean(),
  confirmedAt: z.string().nullable(),
  /** Set when the organiser cancelled the registration: it is then only shown, with no tasks and no deadlines. */
  canceledAt: z.string().nullable(),
  isOnsiteParticipant: z.boolean(),
  isVirtualParticipant: z.boolean(),
  /** '' until the organiser assigns them. */
  hall: z.string(),
  standNr: z.string(),
  variant: z.string(),
  standType: z.string(),
  /** m²; null before a size is known. */
  standSize: z.number().nullable(),
  /** Pieces of advertising media in the registration's binding orders. */
  mediaOrdered: z.number(),
  /** Services ordered bindingly or booked in the booklet. */
  servicesBooked: z.number(),
  /** The booklet's mandatory confirmations (consents) of the event, and how many of them are still to be given. */
  confirmationsRequired: z.number(),
  confirmationsOpen: z.number(),
});
export type PortalRegistration = z.infer<typeof portalRegistrationSchema>;

/** An event as the portal lists it: the event, and whether the company is registered for it. */
export const portalEventSchema = fairEventSchema.extend({ isRegistered: z.boolean() });
export type PortalEvent = z.infer<typeof portalEventSchema>;

/** `GET /fe/globaldata`: everything the portal pages share about the logged-in company. */
export const globalDataSchema = z.object({
  company: companySchema,
  events: z.array(portalEventSchema),
  registrations: z.array(portalRegistrationSchema),
  contacts: z.array(portalContactSchema),
  contactTypes: z.array(z.object({ label: z.string(), id: z.string() })),
  brands: z.array(portalBrandSchema),
  addresses: z.array(portalAddressSchema),
});
export type GlobalData = z.infer<typeof globalDataSchema>;

/** `GET /fe/company`. */
export const companyAnswerSchema = z.object({ company: companySchema });
export type CompanyAnswer = z.infer<typeof companyAnswerSchema>;

/** `POST /fe/company[/{id}]`. */
export const saveCompanyAnswerSchema = z.object({ success: z.literal(true), company: companySchema });
/** `POST /fe/contact/{id}` and `POST /fe/action/contact/{id}/(un)assign/{registrationId}`. */
export const saveContactAnswerSchema = z.object({
  success: z.literal(true),
  contact: portalContactSchema,
  /** Another contact's new username, waiting for that contact's confirmation mailed to `sentTo` (its current one). */
  emailChange: z.object({ email: z.string(), sentTo: z.string() }).optional(),
});
/** `POST /pub/contact_email/{token}`: the new username, now in effect. */
export const confirmEmailChangeAnswerSchema = z.object({ success: z.literal(true), email: z.string() });
export type ConfirmEmailChangeAnswer = z.infer<typeof confirmEmailChangeAnswerSchema>;
/** `POST /fe/address`. */
export const saveAddressAnswerSchema = z.object({ success: z.literal(true), address: portalAddressSchema });
/** `POST /fe/action/brand/{id}/(un)assign/{registrationId}`. */
export const assignBrandAnswerSchema = z.object({ success: z.literal(true), brand: portalBrandSchema });
/** `POST /fe/brand/{id}`: the brand and warnings that do not stop the save (the first brand's name). */
export const saveBrandAnswerSchema = assignBrandAnswerSchema.extend({
  warnings: z.array(z.object({ property: z.string(), message: z.string() })),
});
/** `GET /fe/brands`: the company's brands in id order. */
export const brandsAnswerSchema = z.object({ brands: z.array(portalBrandSchema) });
/** `DELETE /fe/contact|brand|address/{id}`. */
export const deletedAnswerSchema = z.object({ success: z.literal(true), id: z.number() });

export type SaveCompanyAnswer = z.infer<typeof saveCompanyAnswerSchema>;
export type SaveContactAnswer = z.infer<typeof saveContactAnswerSchema>;
export type SaveAddressAnswer = z.infer<typeof saveAddressAnswerSchema>;
export type SaveBrandAnswer = z.infer<typeof saveBrandAnswerSchema>;
export type AssignBrandAnswer = z.infer<typeof assignBrandAnswerSchema>;
export type BrandsAnswer = z.infer<typeof brandsAnswerSchema>;
export type DeletedAnswer = z.infer<typeof deletedAnswerSchema>;
