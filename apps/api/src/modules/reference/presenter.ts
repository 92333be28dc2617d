import {
  contactTypes,
  countries,
  documentStates,
  documentTypes,
  fuels,
  genders,
  groupTypes,
  itemTypes,
  labelled,
  langs,
  offerStates,
  ovenTypes,
  partialBillingNumbers,
  phoneCodes,
  priceCalculations,
  productTypes,
  standTypes,
  units,
  type Lang,
} from '@messeportal/domain';
import type { listMediaGroups, listProductGroups } from './repo.ts';

type Rows<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);

/** Limits and contact details the web needs to behave as the server checks (SPEC §9). */
function feUiElements() {
  return {
    organiser: { name: 'Messeportal Veranstaltungs GmbH', email: 'service@messeportal.example', phone: '+49 711 123456-0' },
    uploadMaxBytes: 5 * 1048576,
    portalImageMaxBytes: 2 * 1048576,
    keyImageMinWidth: 800,
    sizeDebounceMs: 400,
    descriptionExpanderChars: 150,
    freeBrands: 5,
    maxFireplaceConnections: 4,
    fireplaceConnectionPrice: 329000,
    thumbnail: { width: 80, height: 60 },
  };
}

export function presentConfig(
  lang: Lang,
  productGroupRows: Rows<typeof listProductGroups>,
  mediaGroupRows: Rows<typeof listMediaGroups>,
) {
  const name = lang === 'en' ? 'nameEn' : 'nameDe';
  return {
    feUiElements: feUiElements(),
    definitions: {
      units: labelled(units, lang),
      countries: labelled(countries, lang),
      phoneCodes: labelled(phoneCodes, lang),
      langs: labelled(langs, lang),
      contactTypes: labelled(contactTypes, lang).sort(byLabel),
      standTypes: labelled(standTypes, lang),
      genders: labelled(genders, lang),
      offerStates: labelled(offerStates, lang),
      documentTypes: labelled(documentTypes, lang),
      documentStates: labelled(documentStates, lang),
      priceCalculations: labelled(priceCalculations, lang),
      partialBillingNumbers: labelled(partialBillingNumbers, lang),
      groupTypes: labelled(groupTypes, lang),
      productTypes: labelled(productTypes, lang),
      itemTypes: labelled(itemTypes, lang),
      ovenTypes: labelled(ovenTypes, lang),
      fuels: labelled(fuels, lang),
    },
    productgroups: productGroupRows.map((row) => ({ id: row.id, label: row[name], eventId: row.eventId })),
    mediagroups: mediaGroupRows.map((row) => ({ id: row.id, label: row[name] })),
  };
}
