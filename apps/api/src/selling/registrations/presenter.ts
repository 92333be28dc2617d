import {
  bookedLines,
  bookletTotal,
  centsToAmount,
  labelled,
  orderedAmounts,
  phoneNumber,
  priceTotals,
  standPriceLines,
  standTypes,
  type Booklet,
  type EuroRow,
  type FloorPlanInfo,
  type Lang,
  type PortalAddress,
  type PriceLine,
  type RegistrationAnswer,
  type RegistrationBrand,
  type RegistrationContact,
  type RegistrationOrder as RegistrationOrderAnswer,
  type TaxCase,
} from '@messeportal/domain';
import { presentOrderBook, unitLabel } from '../../catalogue/reading/presenter.ts';
import type { OrderBook } from '../../catalogue/reading/repo.ts';
import { documentPdfUrl } from '../../documents/presenter.ts';
import type { CatalogEvent } from '../../catalogue/events/repo.ts';
import type { FloorPlan } from './floor-plan-repo.ts';
import type { RegistrationOrder } from './orders-repo.ts';
import type { BookletView, RegistrationDetail } from './views-repo.ts';


const fileUrl = (id: number | null) => (id ? `/pub/file/${id}` : null);
const standTypeLabels = { de: new Map(labelled(standTypes, 'de').map((t) => [t.id, t.label])), en: new Map(labelled(standTypes, 'en').map((t) => [t.id, t.label])) };

type Detail = RegistrationDetail;

/** An assigned contact as the page shows it (registrationContactSchema): never its password or e-mail change token hash. */
const presentContact = (c: Detail['contacts'][number]): RegistrationContact => ({
  id: c.id,
  isMainContact: c.isMainContact,
  title: c.title,
  firstName: c.firstName,
  name: c.name,
  email: c.email,
  contactTypes: c.contactTypes,
  telCountry: c.telCountry,
  telCity: c.telCity,
  telDirect: c.telDirect,
  mobileCountry: c.mobileCountry,
  mobileDirect: c.mobileDirect,
});

const presentBrand = (b: Detail['brands'][number]): RegistrationBrand => ({
  id: b.id,
  name: b.name,
  internet: b.internet,
  logoUrl: fileUrl(b.logoFileId),
  motifUrl: fileUrl(b.motifFileId),
  productgroupsIds: b.productgroupsIds,
});

const presentAddress = (a: Detail['addresses'][number]): PortalAddress => ({
  id: a.id,
  name: a.name,
  nameExtra: a.nameExtra,
  street: a.street,
  zip: a.zip,
  city: a.city,
  country: a.country,
  email: a.email,
  ustid: a.ustid,
  buyerReference: a.buyerReference,
  isMain: a.isMain,
  isInvoice: a.isInvoice,
});

/** A price line as the portal shows it: euros with two decimals, the unit in the caller's language. */
export const presentLine = (line: Pick<PriceLine, 'description' | 'amount' | 'unit' | 'priceSingle' | 'sum'>, lang: Lang): EuroRow => ({
  description: line.description,
  amount: line.amount,
  unit: unitLabel(line.unit, lang, line.amount),
  priceSingle: centsToAmount(line.priceSingle),
  sum: centsToAmount(line.sum),
});

/**
 * `GET /fe/rest/registration/{id}` (SPEC §2 registration/show, §3 Registration): the registration with its
 * company, addresses, contacts, brands, logo and key image, and its stand positions — those of the binding
 * order it came from, otherwise priced from its stand config and size.
 */
export function presentRegistration(parts: RegistrationDetail, entry: CatalogEvent, lang: Lang): Omit<RegistrationAnswer, 'taxCase'> {
  const { registration } = parts;
  const config = entry.standConfigs.find((c) => c.id === registration.standConfigId);
  const standPositions = parts.orders.findLast((order) => order.positions.some((p) => p.kind === 'stand'))?.positions.filter((p) => p.kind === 'stand') ?? [];
  const standItems =
    standPositions.length > 0
      ? standPositions.map((p) => presentLine(p, lang))
      : config && registration.standSize
        ? standPriceLines(config.priceRules, registration.standSize, lang).map((line) => presentLine(line, lang))
        : [];
  const main = parts.addresses.find((a) => a.isMain) ?? parts.addresses[0] ?? null;
  const invoice = parts.addresses.find((a) => a.isInvoice) ?? main;
  const firstBrand = parts.brands[0];
  return {
    registration: {
      id: registration.id,
      createdAt: registration.createdAt.toISOString(),
      confirmedAt: registration.confirmedAt?.toISOString() ?? null,
      canceledAt: registration.canceledAt?.toISOString() ?? null,
      eventId: registration.eventId,
      eventName: lang === 'en' ? entry.event.nameEn : entry.event.nameDe,
      company: registration.companyId,
      isConfirmed: registration.isConfirmed,
      isOnsiteParticipant: registration.isOnsiteParticipant,
      isVirtualParticipant: registration.isVirtualParticipant,
      hall: registration.hall,
      standNr: registration.standNr,
      variant: registration.variant,
      standType: registration.standType,
      standTypeLabel: standTypeLabels[lang].get(registration.standType as never) ?? registration.standType,
      standConfigName: config ? (lang === 'en' ? config.nameEn : config.nameDe) : null,
      standSize: registration.standSize,
      companyData: {
        id: parts.company.id,
        name: parts.company.name,
        email: parts.company.email,
        internet: parts.company.internet,
        ustid: parts.company.ustid,
        phone: phoneNumber(parts.company.telCountry, parts.company.telCity, parts.company.telDirect),
      },
      mainAddress: main && presentAddress(main),
      invoiceAddress: invoice && presentAddress(invoice),
      contacts: parts.contacts.map(presentContact),
      brands: parts.brands.map(presentBrand),
      logoUrl: fileUrl(firstBrand?.logoFileId ?? null),
      motifUrl: fileUrl(firstBrand?.motifFileId ?? null),
      standItems,
      orders: parts.orders.map((order) => presentOrder(order, lang)),
    },
    standItems,
  };
}

/** A binding order as the portal lists it: kind, date, confirmation (with its PDF), positions and totals in euros. */
export function presentOrder(order: RegistrationOrder, lang: Lang): RegistrationOrderAnswer {
  return {
    id: order.id,
    type: order.type,
    status: order.status,
    createdAt: order.createdAt,
    confirmation: order.confirmation && { ...order.confirmation, pdfUrl: documentPdfUrl(order.confirmation.id) },
    positions: order.positions.map((position) => ({ kind: position.kind, itemId: position.itemId, ...presentLine(position, lang) })),
    net: centsToAmount(order.netCents),
    vat: centsToAmount(order.vatCents),
    gross: centsToAmount(order.grossCents),
  };
}

/** The stand plan as the booklet lists it; `GET /fe/rest/orderbook/{id}/floorplan` answers its bytes. */
export const presentFloorPlan = (plan: FloorPlan | null): FloorPlanInfo | null =>
  plan ? { name: plan.name, contentType: plan.contentType, size: plan.size, uploadedAt: plan.uploadedAt.toISOString() } : null;

/**
 * `GET /fe/rest/orderbook/{id}`: the booklet's items (without the hidden tab) each with the exhibitor's value,
 * the priced positions of what is booked with net, VAT and gross, the booked-services document last sent
 * (`orderBookDoc`, for its PDF), the stand plan (`floorPlan`) and whether the booklet can still be changed.
 */
export function presentBooklet(book: OrderBook, view: BookletView, entry: CatalogEvent, lang: Lang, now: Date, taxCase: TaxCase): Booklet {
  const { registration, values, ordered, bookedServices, floorPlan } = view;
  const byItem = new Map(values.map((value) => [value.orderBookItemId, value]));
  const { orderBookItems, orderBookGroups } = presentOrderBook(book, lang, entry.event.currency);
  const orderedByItem = orderedAmounts(ordered);
  const rawItems = new Map(book.items.map((item) => [item.id, item]));
  const lines = bookedLines(book.items, values, ordered, lang);
  const totals = priceTotals(lines, taxCase.rateBp);
  return {
    // `value` is the item's total (ordered + the exhibitor's own); `ordered` the part binding orders hold.
    orderBooks: orderBookItems.map((item) => {
      const own = byItem.get(item.id);
      const orderedAmount = orderedByItem.get(item.id) ?? 0;
      const shown = own || orderedAmount > 0 ? bookletTotal(rawItems.get(item.id)!, orderedAmount, own) : null;
      return { ...item, ordered: orderedAmount, value: shown && { id: item.id, orderBookItemId: item.id, ...shown } };
    }),
    orderBookGroups,
    orderBookPos: {
      positions: lines.map((line) => presentLine(line, lang)),
      net: centsToAmount(totals.net),
      vat: centsToAmount(totals.vat),
      gross: centsToAmount(totals.gross),
      taxCase,
    },
    orderBookDoc: bookedServices
      ? {
          id: bookedServices.id,
          number: bookedServices.number,
          date: bookedServices.date,
          createdAt: bookedServices.createdAt.toISOString(),
          pdfUrl: documentPdfUrl(bookedServices.id),
        }
      : null,
    floorPlan: presentFloorPlan(floorPlan),
    // A cancelled registration is only shown (registrationPolicy.mayBook); a live one until the tech deadline.
    isEditable: registration.canceledAt === null && now <= entry.event.techEndsAt,
    techEndsAt: entry.event.techEndsAt.toISOString(),
  };
}
