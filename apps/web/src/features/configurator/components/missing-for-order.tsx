import { Alert, Anchor, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { missingForOrder, missingServices, orderStandArea, type MissingItem } from '../model/missing-items.ts';
import { useMissingServiceText } from './use-missing-service-text.ts';
import { useOrderBookTabs } from './use-order-book-tabs.ts';
import { useWizard, type StepFocus } from './wizard-context.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';

/**
 * What a binding order of this configuration still lacks (stand, brand names and product groups, mandatory
 * services, service amounts it refuses), each entry a way to the step and the item that asks for it. Nothing
 * when nothing is missing or the configuration can no longer be changed.
 */
export function MissingForOrder() {
  const { t } = useTranslation();
  const { event, mode, steps, state, editable, goToStep } = useWizard();
  const { tabs } = useOrderBookTabs();
  const tabTitle = (tabId: number) => tabs.find((tab) => tab.group.id === tabId)?.group.title ?? '';
  const serviceText = useMissingServiceText(tabTitle);
  const configuration = state.configuration;
  const services = missingServices(tabs, configuration.orderBooks, orderStandArea(configuration, mode, event.standConfigs));
  const missing = missingForOrder({ configuration, mode, steps, services });
  if (!editable || missing.length === 0) return null;

  const brandName = (index: number) => configuration.brands[index]?.name.trim() || t('configurator.brands.unnamed', { number: index + 1 });
  const text = (item: MissingItem) => {
    switch (item.kind) {
      case 'stand':
        return t('configurator.missing.stand');
      case 'brandName':
        return t('configurator.missing.brandName', { brand: brandName(item.index) });
      case 'brandProductGroups':
        return t('configurator.missing.brandProductGroups', { brand: brandName(item.index) });
      case 'service':
        return serviceText(item);
    }
  };
  const focusOf = (item: MissingItem): StepFocus | undefined =>
    item.kind === 'service' ? { kind: 'service', itemId: item.itemId } : item.kind === 'stand' ? undefined : { kind: 'brand', index: item.index };

  return (
    <Alert color={TONE_COLORS.danger} variant="light" title={t('configurator.missing.title')}>
      <List size="sm">
        {missing.map((item, index) => (
          <List.Item key={index}>
            <Anchor
              component="button"
              type="button"
              inherit
              c="inherit"
              underline="always"
              ta="start"
              // The button is an inline block: aligned at its top, a long entry's bullet stays at its first line.
              style={{ verticalAlign: 'top' }}
              onClick={() => goToStep(item.step, { focus: focusOf(item) })}>
              {`${t(`configurator.steps.${item.step}`)}: ${text(item)}`}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
