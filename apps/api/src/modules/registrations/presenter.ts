import {
  centsToAmount,
  labelled,
  orderBookPriceLine,
  phoneNumber,
  priceTotals,
  standPriceLines,
  standTypes,
  type Lang,
  type PriceLine,
} from '@messeportal/domain';
import { presentOrderBook, unitLabel } from '../catalogue/presenter.ts';
import type { OrderBook } from '../catalogue/repo.ts';
import { documentPdfUrl } from '../documents/presenter.ts';
import type { findLatestDocument } from '../documents/repo.ts';
import type { CatalogEvent } from '../events/repo.ts';
import type { FloorPlan } from './floor-plan-repo.ts';
import type { loadBookletValues, loadRegistrationParts, RegistrationRow } from './repo.ts';

type Parts = Awaited<ReturnType<typeof loadRegistrationParts>>;
type Values = Awaited<ReturnType<typeof loadBookletValues>>;
type BookedServicesDocument = Awaited<ReturnType<typeof findLatestDocument>>;

const fileUrl = (id: number | null) => (id ? `/pub/file/${id}` : null);
const standTypeLabels = { de: new Map(labelled(standTypes, 'de').map((t) => [t.id, t.label])), en: new Map(labelled(standTypes, 'en').map((t) => [t.id, t.label])) };

/** A price line as the portal shows it: euros with two decimals, the unit in the caller's language. */
export const presentLine = (line: Pick<PriceLine, 'description' | 'amount' | 'unit' | 'priceSingle' | 'sum'>, lang: Lang) => ({
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
export function presentRegistration(registration: RegistrationRow, parts: Parts, entry: CatalogEvent, lang: Lang) {
  const config = entry.standConfigs.find((c) => c.id === registration.standConfigId);
  const standItems =
    parts.standPositions.length > 0
      ? parts.standPositions.map((p) => presentLine(p, lang))
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
      mainAddress: main,
      invoiceAddress: invoice,
      contacts: parts.contacts.map(({ passwordHash: _hash, ...contact }) => contact),
      brands: parts.brands.map((brand) => ({ ...brand, logoUrl: fileUrl(brand.logoFileId), motifUrl: fileUrl(brand.motifFileId) })),
      logoUrl: fileUrl(firstBrand?.logoFileId ?? null),
      motifUrl: fileUrl(firstBrand?.motifFileId ?? null),
      standItems,
    },
    standItems,
  };
}

/** The booked services of a registration as price lines, in booklet order. */
export function bookedLines(book: OrderBook, values: Values, lang: Lang): PriceLine[] {
  const byItem = new Map(values.map((value) => [value.orderBookItemId, value]));
  return book.items.flatMap((item) => {
    const value = byItem.get(item.id);
    if (!value || item.tab === 2) return [];
    const line = orderBookPriceLine({ ...item, title: lang === 'en' ? item.titleEn : item.titleDe }, value);
    return line ? [line] : [];
  });
}

/** The stand plan as the booklet lists it; `GET /fe/rest/orderbook/{id}/floorplan` answers its bytes. */
export const presentFloorPlan = (plan: FloorPlan) =>
  plan ? { name: plan.name, contentType: plan.contentType, size: plan.size, uploadedAt: plan.uploadedAt.toISOString() } : null;

/**
 * `GET /fe/rest/orderbook/{id}`: the booklet's items (without the hidden tab) each with the exhibitor's value,
 * the priced positions of what is booked with net, VAT and gross, the booked-services document last sent
 * (`orderBookDoc`, for its PDF), the stand plan (`floorPlan`) and whether the booklet can still be changed.
 */
export function presentBooklet(
  book: OrderBook,
  values: Values,
  entry: CatalogEvent,
  lang: Lang,
  now: Date,
  bookedServices: BookedServicesDocument,
  floorPlan: FloorPlan,
) {
  const byItem = new Map(values.map((value) => [value.orderBookItemId, value]));
  const { orderBookItems, orderBookGroups } = presentOrderBook(book, lang, entry.event.currency);
  const lines = bookedLines(book, values, lang);
  const totals = priceTotals(lines, entry.event.vatRate);
  return {
    orderBooks: orderBookItems.map((item) => {
      const value = byItem.get(item.id);
      return { ...item, value: value ? { id: item.id, orderBookItemId: item.id, amount: value.amount, checked: value.checked } : null };
    }),
    orderBookGroups,
    orderBookPos: {
      positions: lines.map((line) => presentLine(line, lang)),
      net: centsToAmount(totals.net),
      vat: centsToAmount(totals.vat),
      gross: centsToAmount(totals.gross),
      vatRate: entry.event.vatRate / 100,
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
    isEditable: now <= entry.event.techEndsAt,
    techEndsAt: entry.event.techEndsAt.toISOString(),
  };
}
