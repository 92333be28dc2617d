import { Badge, Group, Image, NativeSelect, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { amountToCents, type MediaItem } from '@messeportal/domain';
import { useFormat } from '../../../i18n/format.ts';
import { ChoiceCard } from '../../../ui/flow-choice-card.tsx';
import { useServerError } from './wizard-context.tsx';

interface MediaCardProps {
  media: MediaItem;
  currency: string;
  earlyBooking: boolean;
  amount: number | null;
  onAmountChange: (amount: number | null) => void;
  /** Below the quantity: the back office's deviating price. */
  children?: ReactNode;
}

/** One advertising medium (a ChoiceCard, as the portal's media page shows it): image, texts, prices, what is still available and the quantity to order. */
export function MediaCard({ media, currency, earlyBooking, amount, onAmountChange, children }: MediaCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const orderError = useServerError(`media_${media.id}`);
  // 1 … available, plus the empty choice that clears the quantity (SPEC §2: clearable).
  const options = [
    { value: '', label: t('configurator.media.none') },
    ...Array.from({ length: media.amountAvailable }, (_, index) => ({ value: String(index + 1), label: String(index + 1) })),
  ];
  const showEarly = earlyBooking && media.priceEarly > 0;

  return (
    <ChoiceCard
      selected={amount !== null && amount > 0}
      selectedLabel={t('configurator.selected')}
      cover={media.fileImageObj && <Image src={media.fileImageObj.url} alt="" h={160} fit="cover" />}
    >
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text component="h3" fw={700}>
            {media.name}
          </Text>
          {/* Dark text on the light badge keeps the count readable (AA) in both colours. */}
          <Badge color={media.amountAvailable > 0 ? 'green' : 'orange'} variant="light" c="dark.9" style={{ flexShrink: 0 }}>
            {t('configurator.media.available', { count: media.amountAvailable })}
          </Badge>
        </Group>
        <Text size="sm">{media.description}</Text>
        {media.format && (
          <Text size="sm" c="dimmed">
            {t('configurator.media.format', { format: media.format })}
          </Text>
        )}
        <Text fw={showEarly ? 400 : 700} td={showEarly ? 'line-through' : undefined}>
          {t('configurator.media.price', { price: format.money(amountToCents(media.price), currency) })}
        </Text>
        {showEarly && (
          <Text fw={700}>
            {t('configurator.media.priceEarly', { price: format.money(amountToCents(media.priceEarly), currency) })}
          </Text>
        )}
        <NativeSelect
          label={t('configurator.media.amount', { name: media.name })}
          data={options}
          value={amount === null ? '' : String(amount)}
          onChange={(event) => onAmountChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
          disabled={media.amountAvailable === 0 && amount === null}
          error={orderError}
          mt="auto"
        />
        {children}
    </ChoiceCard>
  );
}
