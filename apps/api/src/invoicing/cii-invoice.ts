import { formatDate } from '@messeportal/domain';
import { create } from 'xmlbuilder2';
import type { InvoiceContent } from './invoice-content.ts';

/**
 * UN/ECE Recommendation 20 codes of the domain's units (EN 16931 BT-130). A stand position's own label has none
 * of its own and counts as pieces.
 */
const UNIT_CODES: Record<string, string> = {
  piece: 'C62',
  qm: 'MTK',
  lfm: 'MTR',
  hour: 'HUR',
  cbm: 'MTQ',
  cm: 'CMT',
  collo: 'XPK',
  kg: 'KGM',
  quarter_hour: 'QH',
  km: 'KMT',
  t: 'TNE',
  week: 'WEE',
  day: 'DAY',
  flat: 'LS',
};
export const unitCodeOf = (unit: string) => UNIT_CODES[unit] ?? 'C62';

/** The specification identifiers (BT-24): EN 16931 itself (the ZUGFeRD / Factur-X profile EN 16931), or XRechnung 3.0. */
export const GUIDELINES = {
  en16931: 'urn:cen.eu:en16931:2017',
  xrechnung: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
} as const;

/** UNTDID 1001 document type codes: commercial invoice, and credit note for both corrections (a cancellation credits the whole invoice). */
const TYPE_CODES = { invoice: '380', credit_note: '381', cancellation: '381' } as const;

const amount = (cents: number) => (cents / 100).toFixed(2);
const quantity = (value: number) => String(Math.round(value * 100) / 100);
const percent = (bp: number) => String(bp / 100);
const day = (isoDay: string) => ({ 'udt:DateTimeString': { '@format': '102', '#': isoDay.replaceAll('-', '') } });

/** Drops the keys of parts that are not there (an empty phone, no VAT ID), so the XML holds no empty elements. */
function present<T extends Record<string, unknown>>(parts: T): Partial<T> {
  return Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined && value !== '' && value !== null)) as Partial<T>;
}

const address = (party: { zip: string; street: string; city: string; country: string }) => ({
  'ram:PostcodeCode': party.zip,
  'ram:LineOne': party.street,
  'ram:CityName': party.city,
  'ram:CountryID': party.country,
});

const email = (value: string) => (value ? { 'ram:URIID': { '@schemeID': 'EM', '#': value } } : undefined);

/**
 * The document as a UN/CEFACT Cross Industry Invoice (D16B) under EN 16931: the XML a ZUGFeRD / Factur-X PDF
 * carries (guideline `en16931`) and the XRechnung in CII syntax (guideline `xrechnung`). Amounts and the VAT
 * breakdown are the content's as issued; nothing is computed again here.
 */
export function ciiInvoiceXml(content: InvoiceContent, document: { number: string; date: string }, guideline: keyof typeof GUIDELINES): string {
  const { seller, buyer, taxCase, totals } = content;
  // An invoice without VAT because it is outside the scope of German VAT names no VAT ID of either party (BR-O-02).
  const outsideScope = taxCase.category === 'O';
  const exemption =
    taxCase.category === 'AE'
      ? { 'ram:ExemptionReason': 'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge)' }
      : taxCase.category === 'O'
        ? { 'ram:ExemptionReason': 'Nicht im Inland steuerbare Leistung (§ 3a Abs. 2 UStG)' }
        : {};
  const notes = [
    content.kind === 'invoice' ? `${content.event.nameDe}` : `Korrektur der Rechnung ${content.corrects?.number ?? ''}`,
    ...(content.reason ? [`Grund der Stornierung: ${content.reason}`] : []),
  ];

  const lines = content.lines.map((line, i) => ({
    'ram:AssociatedDocumentLineDocument': { 'ram:LineID': String(i + 1) },
    'ram:SpecifiedTradeProduct': { 'ram:Name': line.description },
    'ram:SpecifiedLineTradeAgreement': { 'ram:NetPriceProductTradePrice': { 'ram:ChargeAmount': amount(line.priceSingleCents) } },
    'ram:SpecifiedLineTradeDelivery': { 'ram:BilledQuantity': { '@unitCode': unitCodeOf(line.unit), '#': quantity(line.amount) } },
    'ram:SpecifiedLineTradeSettlement': {
      'ram:ApplicableTradeTax': present({
        'ram:TypeCode': 'VAT',
        'ram:CategoryCode': line.category,
        'ram:RateApplicablePercent': line.category === 'O' ? undefined : percent(line.rateBp),
      }),
      'ram:SpecifiedTradeSettlementLineMonetarySummation': { 'ram:LineTotalAmount': amount(line.netCents) },
    },
  }));

  const sellerParty = present({
    // Without its VAT ID the seller is named by its tax number (BT-29), as BR-CO-26 asks.
    'ram:ID': outsideScope ? seller.taxNumber || seller.vatId : undefined,
    'ram:Name': seller.name,
    'ram:DefinedTradeContact': present({
      'ram:PersonName': seller.name,
      'ram:TelephoneUniversalCommunication': seller.phone ? { 'ram:CompleteNumber': seller.phone } : undefined,
      'ram:EmailURIUniversalCommunication': seller.email ? { 'ram:URIID': seller.email } : undefined,
    }),
    'ram:PostalTradeAddress': address(seller),
    'ram:URIUniversalCommunication': email(seller.email),
    'ram:SpecifiedTaxRegistration': [
      ...(seller.vatId && !outsideScope ? [{ 'ram:ID': { '@schemeID': 'VA', '#': seller.vatId } }] : []),
      ...(seller.taxNumber ? [{ 'ram:ID': { '@schemeID': 'FC', '#': seller.taxNumber } }] : []),
    ],
  });

  const buyerParty = present({
    'ram:Name': buyer.name,
    'ram:PostalTradeAddress': address(buyer),
    'ram:URIUniversalCommunication': email(buyer.email),
    'ram:SpecifiedTaxRegistration': buyer.vatId && !outsideScope ? { 'ram:ID': { '@schemeID': 'VA', '#': buyer.vatId } } : undefined,
  });

  const isInvoice = content.kind === 'invoice';
  const paymentMeans = isInvoice
    ? present({
        'ram:TypeCode': '58',
        'ram:PayeePartyCreditorFinancialAccount': present({ 'ram:IBANID': seller.iban, 'ram:AccountName': seller.name }),
        'ram:PayeeSpecifiedCreditorFinancialInstitution': seller.bic ? { 'ram:BICID': seller.bic } : undefined,
      })
    : // A correction is settled against the invoice it corrects: clearing between the parties (UNCL 4461 code 97).
      { 'ram:TypeCode': '97' };

  const settlement = present({
    'ram:PaymentReference': isInvoice ? document.number : undefined,
    'ram:InvoiceCurrencyCode': content.currency,
    'ram:SpecifiedTradeSettlementPaymentMeans': paymentMeans,
    'ram:ApplicableTradeTax': totals.breakdown.map((group) =>
      present({
        'ram:CalculatedAmount': amount(group.vatCents),
        'ram:TypeCode': 'VAT',
        ...exemption,
        'ram:BasisAmount': amount(group.basisCents),
        'ram:CategoryCode': group.category,
        'ram:ExemptionReasonCode': taxCase.exemptionCode,
        'ram:RateApplicablePercent': percent(group.rateBp),
      }),
    ),
    'ram:BillingSpecifiedPeriod': { 'ram:StartDateTime': day(content.event.startsAt), 'ram:EndDateTime': day(content.event.endsAt) },
    'ram:SpecifiedTradePaymentTerms': isInvoice && content.dueDate
      ? { 'ram:Description': `Zahlbar ohne Abzug bis zum ${formatDate(content.dueDate)}.`, 'ram:DueDateDateTime': day(content.dueDate) }
      : { 'ram:Description': `Verrechnung mit der Rechnung ${content.corrects?.number ?? ''}.` },
    'ram:SpecifiedTradeSettlementHeaderMonetarySummation': {
      'ram:LineTotalAmount': amount(totals.netCents),
      'ram:TaxBasisTotalAmount': amount(totals.netCents),
      'ram:TaxTotalAmount': { '@currencyID': content.currency, '#': amount(totals.vatCents) },
      'ram:GrandTotalAmount': amount(totals.grossCents),
      'ram:DuePayableAmount': amount(totals.grossCents),
    },
    'ram:InvoiceReferencedDocument': content.corrects
      ? {
          'ram:IssuerAssignedID': content.corrects.number,
          'ram:FormattedIssueDateTime': { 'qdt:DateTimeString': { '@format': '102', '#': content.corrects.date.replaceAll('-', '') } },
        }
      : undefined,
  });

  return create({ version: '1.0', encoding: 'UTF-8' })
    .ele({
      'rsm:CrossIndustryInvoice': {
        '@xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
        '@xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
        '@xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
        '@xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
        'rsm:ExchangedDocumentContext': {
          ...(guideline === 'xrechnung'
            ? { 'ram:BusinessProcessSpecifiedDocumentContextParameter': { 'ram:ID': 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0' } }
            : {}),
          'ram:GuidelineSpecifiedDocumentContextParameter': { 'ram:ID': GUIDELINES[guideline] },
        },
        'rsm:ExchangedDocument': {
          'ram:ID': document.number,
          'ram:TypeCode': TYPE_CODES[content.kind],
          'ram:IssueDateTime': day(document.date),
          'ram:IncludedNote': notes.map((note) => ({ 'ram:Content': note })),
        },
        'rsm:SupplyChainTradeTransaction': {
          'ram:IncludedSupplyChainTradeLineItem': lines,
          'ram:ApplicableHeaderTradeAgreement': {
            'ram:BuyerReference': buyer.reference,
            'ram:SellerTradeParty': sellerParty,
            'ram:BuyerTradeParty': buyerParty,
          },
          'ram:ApplicableHeaderTradeDelivery': {},
          'ram:ApplicableHeaderTradeSettlement': settlement,
        },
      },
    })
    .end({ prettyPrint: true });
}
