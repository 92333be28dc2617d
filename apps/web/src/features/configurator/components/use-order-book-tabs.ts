import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { useOrderBook } from '../api/get-order-book.ts';
import { configuratorOrderBookItems, orderBookTabs } from '../model/order-book.ts';
import { useCatalogueQuery } from './use-catalogue-query.ts';
import { useWizard } from './wizard-context.tsx';

/** The services step's items by tab, as this session sees them (staff: with the hidden items first). */
export function useOrderBookTabs() {
  const { t } = useTranslation();
  const { event, backOffice } = useWizard();
  const orderBook = useOrderBook(event.id, useLocale(), useCatalogueQuery());
  const items = orderBook.data ? configuratorOrderBookItems(orderBook.data, backOffice?.staffCatalogue ?? false) : [];
  return { orderBook, tabs: orderBookTabs(items, t('configurator.orderBook.hiddenItems')) };
}
