import { contactTypes, genders, isFreeBrand, labelled, LANGS, type Company, type GlobalData, type Lang } from '@messeportal/domain';
import { presentEvent } from '../../catalogue/events/presenter.ts';
import type { CatalogEvent } from '../../catalogue/events/repo.ts';
import type { GlobalDataRow } from './company-repo.ts';

// Sorting with the language's collation is costly; the list is fixed, so it is sorted once per language.
const sortedContactTypes = Object.fromEntries(
  LANGS.map((lang) => {
    const collator = new Intl.Collator(lang);
    const sorted = labelled(contactTypes, lang).sort((a, b) => collator.compare(a.label, b.label));
    return [lang, sorted.map(({ id, label }) => ({ label, id }))];
  }),
) as Record<Lang, { label: string; id: string }[]>;

const fileUrl = (id: unknown) => (typeof id === 'number' ? `/pub/file/${id}` : null);

/** The answer of `GET /fe/globaldata`: the company's own data plus the events it is registered for or may see to register for. */
export function presentGlobalData(row: GlobalDataRow & { company: Company }, catalog: CatalogEvent[], lang: Lang, today: string): GlobalData {
  const registeredEventIds = new Set(row.registrations.map((r) => r.eventId));
  const salutations = new Map<number, string>(genders.map((g) => [g.id, g[lang]]));
  return {
    company: row.company,
    events: catalog
      // An unpublished event only where the company is already registered (staff registered it, or took the event back).
      .filter((entry) => registeredEventIds.has(entry.event.id) || (entry.event.isPublished && entry.event.endsAt >= today))
      .map((entry) => ({ ...presentEvent(entry, lang), isRegistered: registeredEventIds.has(entry.event.id) })),
    registrations: row.registrations.map((registration) => {
      const done = row.progress?.find((entry) => entry.registrationId === registration.id);
      return {
        ...registration,
        mediaOrdered: Number(done?.mediaOrdered ?? 0),
        servicesBooked: Number(done?.servicesBooked ?? 0),
        confirmationsRequired: Number(done?.confirmationsRequired ?? 0),
        confirmationsOpen: Number(done?.confirmationsOpen ?? 0),
      };
    }),
    contacts: row.contacts.map((contact) => ({
      ...contact,
      salutation: contact.gender ? (salutations.get(contact.gender) ?? '') : '',
    })),
    contactTypes: sortedContactTypes[lang],
    // In id order (company_global_data), as the free five are counted.
    brands: row.brands.map((brand, index) => ({
      ...brand,
      logoUrl: fileUrl(brand.logo),
      motifUrl: fileUrl(brand.motif),
      isFree: isFreeBrand(index),
    })),
    addresses: row.addresses,
  };
}
