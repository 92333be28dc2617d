import { translate, unitLabel } from '@messeportal/domain';
import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { toneText } from '../../../ui/tones.ts';
import type { UnpricedService } from '../model/summary.ts';

/**
 * The booked services the summary does not price because the order would refuse their amount, each with the
 * order's reason, below the priced services: what the visitor entered stays in view, outside the totals.
 */
export function UnpricedServices({ services }: { services: readonly UnpricedService[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const lang = langOf(useLocale());
  if (services.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700} c={toneText('warning')}>
        {t('configurator.summary.unpricedTitle')}
      </Text>
      <List size="sm">
        {services.map((service) => (
          <List.Item key={service.itemId}>
            {t('configurator.summary.unpriced', {
              description: service.description,
              amount: `${format.number(service.amount)} ${unitLabel(service.unit, lang, service.amount)}`,
              reason: translate(service.issue.message, lang, service.issue.params),
            })}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
