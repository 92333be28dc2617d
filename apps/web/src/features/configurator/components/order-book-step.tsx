import { Alert, Divider, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { ScrollToTopButton } from '../../../ui/scroll-to-top-button.tsx';
import { useOrderBook } from '../api/get-order-book.ts';
import { configuratorOrderBookItems, orderBookTabs } from '../model/order-book.ts';
import { DeviatingPriceField } from './deviating-price-field.tsx';
import { OrderBookItemView } from './order-book-item.tsx';
import { useCatalogueQuery } from './use-catalogue-query.ts';
import { useWizard } from './wizard-context.tsx';

/**
 * Orderbook step (SPEC §2): the services of the booklet, one vertical tab per group (above the items on a
 * phone); for staff first a tab of the hidden items and a deviating price per booked service.
 */
export function OrderBookStep() {
  const { t } = useTranslation();
  const { event, state, dispatch, serverErrors, backOffice } = useWizard();
  const orderBook = useOrderBook(event.id, useLocale(), useCatalogueQuery());
  const [chosenTab, setChosenTab] = useState<string | null>(null);
  // A phone held upright has no room for the groups beside the items: there they wrap above them.
  const wide = useMediaQuery('(min-width: 36em)', true, { getInitialValueInEffect: false });

  if (orderBook.isPending) return <PageLoader />;
  if (orderBook.isError) return <ErrorAlert error={orderBook.error} />;
  const tabs = orderBookTabs(configuratorOrderBookItems(orderBook.data, event, backOffice?.staffCatalogue ?? false), t('configurator.orderBook.hiddenItems'));
  if (tabs.length === 0) {
    return (
      <Alert color="blue" variant="light">
        {t('configurator.orderBook.empty')}
      </Alert>
    );
  }
  // An order the server refused for an item opens that item's group.
  const failedTab = tabs.find((tab) => tab.items.some((item) => serverErrors.some((e) => e.property === `orderbook_${item.id}`)));
  const activeTab = chosenTab ?? String((failedTab ?? tabs[0]!).group.id);
  const amountOf = (itemId: number) => state.configuration.orderBooks.find((entry) => entry.id === itemId)?.amount ?? 0;

  return (
    <Stack>
      <Title order={2}>{t('configurator.orderBook.title')}</Title>
      <Text size="sm">{t('configurator.orderBook.mandatoryHint')}</Text>
      <Tabs orientation={wide ? 'vertical' : 'horizontal'} value={activeTab} onChange={setChosenTab} keepMounted={false}>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.group.id} value={String(tab.group.id)}>
              {tab.group.title}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.group.id} value={String(tab.group.id)} px={wide ? 'md' : 0} pt={wide ? 0 : 'md'}>
            <Stack>
              {tab.items.map((item, index) => (
                <Fragment key={item.id}>
                  {index > 0 && <Divider />}
                  <OrderBookItemView
                    item={item}
                    amount={amountOf(item.id)}
                    onAmountChange={(amount) => dispatch({ type: 'orderBookAmountChanged', itemId: item.id, amount })}
                  >
                    <DeviatingPriceField list="orderBooks" id={item.id} name={item.title} listPrice={item.price} />
                  </OrderBookItemView>
                </Fragment>
              ))}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      <ScrollToTopButton label={t('configurator.orderBook.toTop')} />
    </Stack>
  );
}
