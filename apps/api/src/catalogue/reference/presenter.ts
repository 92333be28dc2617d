import {
  contactTypes,
  countries,
  dayIn,
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
  type FeUiElements,
  type Lang,
  type PortalConfig,
} from '@messeportal/domain';
import type { OrganiserRow } from '../../platform/settings/repo.ts';
import type { listMediaGroups, listProductGroups } from './repo.ts';

type Rows<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

/** Sorts by a text in the order of the language's alphabet (Österreich after Niederlande in German, Austria first in English). */
const byText = <T>(lang: Lang, text: (entry: T) => string) => {
  const collator = new Intl.Collator(lang === 'en' ? 'en' : 'de');
  return (a: T, b: T) => collator.compare(text(a), text(b));
};
const byLabel = (lang: Lang) => byText<{ label: string }>(lang, (entry) => entry.label);
/** A dialling code's label is '+43 Österreich': it is found by its country, not by its digits. */
const byCountryOfCode = (lang: Lang) => byText<{ label: string }>(lang, (entry) => entry.label.replace(/^\+\d+\s*/, ''));

type ConfigOrganiser = Pick<OrganiserRow, 'companyName' | 'email' | 'phone' | 'nonEuTax' | 'logoFileId' | 'loginNoticeDe' | 'loginNoticeEn' | 'loginNoticeUntil' | 'timeZone'>;

/** The login notice in `lang` while it is valid: through its last day on the organiser's calendar; '' after it. */
export function loginNoticeOf(organiser: ConfigOrganiser, lang: Lang, now = new Date()): string {
  if (organiser.loginNoticeUntil !== null && organiser.loginNoticeUntil < dayIn(now, organiser.timeZone)) return '';
  return lang === 'en' ? organiser.loginNoticeEn : organiser.loginNoticeDe;
}

/** Limits and contact details the web needs to behave as the server checks (SPEC §9). */
function feUiElements(organiser: ConfigOrganiser, lang: Lang): FeUiElements {
  return {
    // The sender the documents print (the organiser settings), so the web never names the organiser differently.
    organiser: {
      name: organiser.companyName,
      email: organiser.email,
      phone: organiser.phone,
      logoUrl: organiser.logoFileId === null ? null : `/pub/file/${organiser.logoFileId}`,
      loginNotice: loginNoticeOf(organiser, lang),
    },
    nonEuTax: organiser.nonEuTax,
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
  organiser: ConfigOrganiser,
): PortalConfig {
  const name = lang === 'en' ? 'nameEn' : 'nameDe';
  return {
    feUiElements: feUiElements(organiser, lang),
    definitions: {
      units: labelled(units, lang),
      countries: labelled(countries, lang).sort(byLabel(lang)),
      phoneCodes: labelled(phoneCodes, lang).sort(byCountryOfCode(lang)),
      langs: labelled(langs, lang),
      contactTypes: labelled(contactTypes, lang).sort(byLabel(lang)),
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
