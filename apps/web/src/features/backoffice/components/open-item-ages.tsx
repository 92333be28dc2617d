import { AGE_BUCKETS, amountToCents, type AgeBucket, type OpenItemsAnswer } from '@messeportal/domain';
import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { toneText } from '../../../ui/tones.ts';

interface OpenItemAgesProps {
  ages: OpenItemsAnswer['ages'] | undefined;
  chosen: AgeBucket | undefined;
  /** Chooses a bucket as the list's age filter (the chosen one again: no age filter). */
  onChoose: (age: AgeBucket | undefined) => void;
}

/** What the filtered items have open by age (not due, 1–30, 31–60, more than 60 days overdue): each a button that filters the list by its age. */
export function OpenItemAges({ ages, chosen, onChoose }: OpenItemAgesProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" role="group" aria-label={t('backoffice.openItems.agesLabel')}>
      {AGE_BUCKETS.map((age) => {
        const total = ages?.find((one) => one.age === age);
        const pressed = chosen === age;
        return (
          <UnstyledButton
            key={age}
            aria-pressed={pressed}
            onClick={() => onChoose(pressed ? undefined : age)}
            p="sm"
            style={{ border: `1px solid var(--mantine-color-${pressed ? 'blue-7' : 'gray-3'})`, borderRadius: 'var(--mantine-radius-md)', background: pressed ? 'var(--mantine-color-blue-0)' : undefined }}
          >
            <Text size="sm" c={age === 'notDue' ? 'dimmed' : toneText(age === 'days1to30' ? 'warning' : 'danger')} fw={600}>
              {t(`backoffice.openItems.ages.${age}`)}
            </Text>
            <Text fz="h3" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {format.money(amountToCents(total?.open ?? 0))}
            </Text>
            <Text size="xs" c="dimmed">
              {t('backoffice.openItems.invoiceCount', { count: total?.count ?? 0 })}
            </Text>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
