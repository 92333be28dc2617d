import { Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { useChosenStandPrices } from './use-chosen-stand-prices.ts';
import { useSummary } from './use-summary.ts';
import { useWizard } from './wizard-context.tsx';

/**
 * The net total of the configuration so far, from the same summary the preview shows, in view on every
 * step. Sticky rather than fixed: it floats at the bottom of the screen while the step scrolls, and at the
 * end of the page it takes its own row below the buttons, so it never hides a button or a total for good.
 */
export function RunningTotal({ height }: { height: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { event } = useWizard();
  const { summary } = useSummary();
  const { query } = useChosenStandPrices();
  const priced = summary ? summary.stand.length + summary.media.length + summary.services.length > 0 : false;
  // A size the server refuses has no price: no total rather than one without the stand.
  const current = summary && priced && !query.isError ? summary.totals.net : null;
  // While the next size is priced the stand is missing from the summary; keep the last total until then.
  const pricing = query.isPlaceholderData || (query.isPending && query.fetchStatus !== 'idle');
  const [shown, setShown] = useState<number | null>(null);
  if (!pricing && shown !== current) setShown(current);
  if (shown === null) return null;

  return (
    <Paper
      role="status"
      withBorder
      shadow="sm"
      px="md"
      h={height}
      // Across a phone; on a wider screen a card at the right, under the totals of the summary.
      w={{ base: '100%', xs: '30rem' }}
      ml="auto"
      pos="sticky"
      bottom={0}
      style={{ zIndex: 3, display: 'flex', alignItems: 'center' }}
    >
      <Group justify="space-between" wrap="nowrap" w="100%" gap="sm">
        <div>
          <Text size="sm" fw={500} lh={1.3}>
            {t('configurator.summary.net')}
          </Text>
          <Text size="xs" c="dimmed" lh={1.3}>
            {t('configurator.summary.vat', { rate: format.number(event.vatRate) })}
          </Text>
        </div>
        <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap' }}>
          {format.money(shown, event.currency)}
        </Text>
      </Group>
    </Paper>
  );
}
