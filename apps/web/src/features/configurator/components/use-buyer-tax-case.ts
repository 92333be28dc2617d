import { enteredBuyer, registeredBuyer, taxCaseOf, UNKNOWN_BUYER, type TaxCase } from '@messeportal/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useConfig } from '../../../api/get-config.ts';
import { globalDataQueryOptions } from '../../../api/get-global-data.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { useWizard } from './wizard-context.tsx';

/**
 * The tax case the order's invoice will have (taxCaseOf, the server's decision): for a logged-in exhibitor its
 * company's, for a visitor the company step's country and VAT ID as they are typed; German VAT, said so, while
 * no country is known (before the company step, or staff building a configuration).
 */
export function useBuyerTaxCase(): TaxCase {
  const { event, state, user, backOffice } = useWizard();
  const locale = useLocale();
  const config = useConfig(locale);
  const company = useQuery({ ...globalDataQueryOptions(locale), enabled: user !== null && backOffice === null });
  const registered = company.data ? registeredBuyer(company.data.company, company.data.addresses) : UNKNOWN_BUYER;
  const buyer = backOffice !== null ? UNKNOWN_BUYER : user !== null ? registered : enteredBuyer(state.configuration.personal);
  const eventRateBp = Math.round(event.vatRate * 100);
  const nonEu = config.data?.feUiElements.nonEuTax ?? 'notTaxable';
  // The same object while its inputs stay: the summary is computed again only when it changes.
  return useMemo(() => taxCaseOf({ country: buyer.country, vatId: buyer.vatId, eventRateBp, nonEu }), [buyer.country, buyer.vatId, eventRateBp, nonEu]);
}
