import { Alert, Anchor, Button, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MissingService } from '../model/missing-items.ts';
import { useMissingServiceText } from './use-missing-service-text.ts';

interface MissingServicesAlertProps {
  missing: readonly MissingService[];
  tabTitle: (tabId: number) => string;
  /** Opens the service's tab and brings it into view. */
  onShow: (service: MissingService) => void;
  /** Goes on to where the user was heading, without the services. */
  onGoOn: () => void;
}

/**
 * What holds the user on the services step: the services the order refuses, each a way to it, and a way on. Only
 * mandatory services still at 0 are named by name and tab under a title that says so; an amount the order refuses
 * is named with what is wrong.
 */
export function MissingServicesAlert({ missing, tabTitle, onShow, onGoOn }: MissingServicesAlertProps) {
  const { t } = useTranslation();
  const sentence = useMissingServiceText(tabTitle);
  const onlyUnbooked = missing.every((service) => service.problem === 'mandatory');
  const text = (service: MissingService) =>
    onlyUnbooked ? t('configurator.orderBook.missingItem', { name: service.name, tab: tabTitle(service.tabId) }) : sentence(service);
  return (
    <Alert color="red" variant="light" role="alert" title={t(onlyUnbooked ? 'configurator.orderBook.missingTitle' : 'configurator.orderBook.refusedTitle')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(onlyUnbooked ? 'configurator.orderBook.missingText' : 'configurator.orderBook.refusedText')}</Text>
        <List size="sm">
          {missing.map((service) => (
            <List.Item key={service.itemId}>
              <Anchor component="button" type="button" inherit c="inherit" underline="always" ta="start" onClick={() => onShow(service)}>
                {text(service)}
              </Anchor>
            </List.Item>
          ))}
        </List>
        <Button variant="default" size="compact-sm" onClick={onGoOn}>
          {t(onlyUnbooked ? 'configurator.orderBook.goOnWithout' : 'configurator.orderBook.goOnAnyway')}
        </Button>
      </Stack>
    </Alert>
  );
}
