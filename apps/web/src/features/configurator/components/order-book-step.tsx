import { translate, type WizardStep } from '@messeportal/domain';
import { Alert, Stack, Tabs, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { ScrollToTopButton } from '../../../ui/scroll-to-top-button.tsx';
import { missingServices, orderStandArea, ordersRegistration, type MissingService } from '../model/missing-items.ts';
import { DeviatingPriceField } from './deviating-price-field.tsx';
import { MissingServicesAlert } from './missing-services-alert.tsx';
import { OrderBookItemView } from './order-book-item.tsx';
import { useOrderBookTabs } from './use-order-book-tabs.ts';
import { useLeaveGuard, useWizard } from './wizard-context.tsx';
import { StepTitle } from './step-title.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';

/** Brings an item of the step into view and into focus, once its tab is on screen. */
function scrollToItem(itemId: number): boolean {
  const element = document.getElementById(`orderbook-item-${itemId}`);
  if (!element) return false;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
  element.querySelector('input')?.focus({ preventScroll: true });
  return true;
}

/**
 * Orderbook step (SPEC §2): the services of the booklet as choice cards (as the portal's booklet shows them),
 * the groups a simple row of tabs above them (wrapping on a phone);
 * for staff first a tab of the hidden items and a deviating price per booked service. An amount the order refuses
 * (less than the stand area of an item charged by stand m², part of a counted unit) is said under its input at
 * once, in the order's words. Moving on with such an amount or a mandatory service left at 0 — in whichever tab —
 * holds the user once: the services are named and marked, the first one's tab opens and scrolls into view; a
 * second press (or "continue anyway") goes on, and the summary and the order ask again.
 */
export function OrderBookStep() {
  const { t } = useTranslation();
  const lang = langOf(useLocale());
  const { event, mode, steps, state, dispatch, serverErrors, goToStep, focus } = useWizard();
  const { orderBook, tabs } = useOrderBookTabs();
  const [chosenTab, setChosenTab] = useState<string | null>(null);
  const [held, setHeld] = useState<{ target: WizardStep; itemIds: number[] } | null>(null);
  // The item to bring into view once the render that shows its tab is on screen.
  const scrollTo = useRef<number | null>(null);
  const missing = missingServices(tabs, state.configuration.orderBooks, orderStandArea(state.configuration, mode, event.standConfigs));
  const checksMandatory = ordersRegistration(mode, state.configuration.registrationId);
  const focusedItem = focus?.kind === 'service' ? focus.itemId : null;

  const bringIntoView = (service: Pick<MissingService, 'itemId' | 'tabId'>) => {
    setChosenTab(String(service.tabId));
    scrollTo.current = service.itemId;
  };

  useLeaveGuard((target) => {
    const forward = steps.indexOf(target) > steps.indexOf('orderbook');
    // Once told, a second press goes on, unless something newly missing has to be said first.
    const told = held !== null && missing.every((service) => held.itemIds.includes(service.itemId));
    if (!checksMandatory || !forward || missing.length === 0 || told) return false;
    setHeld({ target, itemIds: missing.map((service) => service.itemId) });
    bringIntoView(missing[0]!);
    return true;
  });

  useEffect(() => {
    if (scrollTo.current !== null && scrollToItem(scrollTo.current)) scrollTo.current = null;
  });
  // Reached from a list naming a service: its tab is open (see activeTab); bring it into view.
  const hasTabs = tabs.length > 0;
  useEffect(() => {
    if (focusedItem !== null && hasTabs) scrollToItem(focusedItem);
  }, [focusedItem, hasTabs]);

  if (orderBook.isPending) return <PageLoader />;
  if (orderBook.isError) return <ErrorAlert error={orderBook.error} />;
  if (tabs.length === 0) {
    return (
      <Alert color={TONE_COLORS.info} variant="light">
        {t('configurator.orderBook.empty')}
      </Alert>
    );
  }
  const tabOf = (itemId: number | null) => tabs.find((tab) => tab.items.some((item) => item.id === itemId));
  // An order the server refused for an item opens that item's group.
  const failedTab = tabs.find((tab) => tab.items.some((item) => serverErrors.some((e) => e.property === `orderbook_${item.id}`)));
  const activeTab = chosenTab ?? String((tabOf(focusedItem) ?? failedTab ?? tabs[0]!).group.id);
  const amountOf = (itemId: number) => state.configuration.orderBooks.find((entry) => entry.id === itemId)?.amount ?? 0;
  // What the hold named and is still missing; booking an item takes it off the list.
  const stillMissing = held ? missing.filter((service) => held.itemIds.includes(service.itemId)) : [];
  // An amount the order refuses is said at once; a mandatory service left out once the hold has named it.
  const orderMessage = (itemId: number) => {
    const service = missing.find((candidate) => candidate.itemId === itemId);
    const says = service && (service.problem === 'amount' || stillMissing.includes(service));
    return says ? translate(service.issue.message, lang, service.issue.params) : undefined;
  };

  return (
    <Stack>
      <StepTitle>{t('configurator.orderBook.title')}</StepTitle>
      <Text size="sm">{t('configurator.orderBook.mandatoryHint')}</Text>
      {held && stillMissing.length > 0 && (
        <MissingServicesAlert
          missing={stillMissing}
          tabTitle={(tabId) => tabs.find((tab) => tab.group.id === tabId)?.group.title ?? ''}
          onShow={bringIntoView}
          onGoOn={() => goToStep(held.target, { force: true })}
        />
      )}
      <Tabs variant="pills" value={activeTab} onChange={setChosenTab} keepMounted={false}>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.group.id} value={String(tab.group.id)}>
              {tab.group.title}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.group.id} value={String(tab.group.id)} pt="md">
            <Stack gap="sm">
              {tab.items.map((item) => (
                <OrderBookItemView
                  key={item.id}
                  item={item}
                  amount={amountOf(item.id)}
                  onAmountChange={(amount) => dispatch({ type: 'orderBookAmountChanged', itemId: item.id, amount })}
                  orderMessage={orderMessage(item.id)}
                >
                  <DeviatingPriceField list="orderBooks" id={item.id} name={item.title} listPrice={item.price} />
                </OrderBookItemView>
              ))}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      <ScrollToTopButton label={t('configurator.orderBook.toTop')} />
    </Stack>
  );
}
