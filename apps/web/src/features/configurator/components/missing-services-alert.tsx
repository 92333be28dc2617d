import { Alert, Anchor, Button, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MissingService } from '../model/missing-items.ts';

interface MissingServicesAlertProps {
  missing: readonly MissingService[];
  tabTitle: (tabId: number) => string;
  /** Opens the service's tab and brings it into view. */
  onShow: (service: MissingService) => void;
  /** Goes on to where the user was heading, without the services. */
  onGoOn: () => void;
}

/** What holds the user on the services step: the mandatory services still at 0, each a way to it, and a way on. */
export function MissingServicesAlert({ missing, tabTitle, onShow, onGoOn }: MissingServicesAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" title={t('configurator.orderBook.missingTitle')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('configurator.orderBook.missingText')}</Text>
        <List size="sm">
          {missing.map((service) => (
            <List.Item key={service.itemId}>
              <Anchor component="button" type="button" inherit c="inherit" underline="always" ta="start" onClick={() => onShow(service)}>
                {t('configurator.orderBook.missingItem', { name: service.name, tab: tabTitle(service.tabId) })}
              </Anchor>
            </List.Item>
          ))}
        </List>
        <Button variant="default" size="compact-sm" onClick={onGoOn}>
          {t('configurator.orderBook.goOnWithout')}
        </Button>
      </Stack>
    </Alert>
  );
}
