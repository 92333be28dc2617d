import { useMemo } from 'react';
import { useLocale } from '../../../i18n/use-locale.ts';
import { useMedias } from '../api/get-medias.ts';
import { useOrderBook } from '../api/get-order-book.ts';
import { orderStandArea } from '../model/missing-items.ts';
import { summarize, type Summary } from '../model/summary.ts';
import { useCatalogueQuery } from './use-catalogue-query.ts';
import { useChosenStandPrices } from './use-chosen-stand-prices.ts';
import { useBuyerTaxCase } from './use-buyer-tax-case.ts';
import { useEarlyBooking } from './use-early-booking.ts';
import { useWizard } from './wizard-context.tsx';

/**
 * The priced summary of the configuration; null until the catalogue it is priced from has arrived. The same
 * object until the configuration or a price changes (the running total compares it).
 */
export function useSummary(): { summary: Summary | null; error: Error | null } {
  const { event, mode, state } = useWizard();
  const locale = useLocale();
  const query = useCatalogueQuery();
  const medias = useMedias(event.id, locale, query);
  const orderBook = useOrderBook(event.id, locale, query);
  const { standPrices } = useChosenStandPrices();
  const earlyBookingRuns = useEarlyBooking();
  const taxCase = useBuyerTaxCase();
  const standQm = orderStandArea(state.configuration, mode, event.standConfigs);
  const summary = useMemo(
    () =>
      medias.data && orderBook.data
        ? summarize(state.configuration, {
            standPrices,
            medias: medias.data,
            orderBookItems: orderBook.data,
            standQm,
            earlyBookingRuns,
            taxCase,
          })
        : null,
    [state.configuration, standPrices, medias.data, orderBook.data, standQm, earlyBookingRuns, taxCase],
  );
  return { summary, error: summary ? null : (medias.error ?? orderBook.error) };
}
