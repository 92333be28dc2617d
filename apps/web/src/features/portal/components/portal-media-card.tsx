import { amountToCents, type MediaItem } from '@messeportal/domain';
import { Badge, Group, Image, NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { ChoiceCard } from '../../../ui/flow-choice-card.tsx';

interface PortalMediaCardProps {
  media: MediaItem;
  currency: string;
  earlyBooking: boolean;
  amount: number | null;
  onAmountChange: (amount: number | null) => void;
  disabled: boolean;
  error?: string;
}

/** One advertising medium: image, texts, prices, the pieces still available and the quantity to order. */
export function PortalMediaCard({ media, currency, earlyBooking, amount, onAmountChange, disabled, error }: PortalMediaCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  // 1 … available, plus the empty choice that clears the quantity.
  const options = [
    { value: '', label: t('portal.media.none') },
    ...Array.from({ length: media.amountAvailable }, (_, index) => ({ value: String(index + 1), label: String(index + 1) })),
  ];
  const showEarly = earlyBooking && media.priceEarly > 0;
  return (
    <ChoiceCard
      testId={`media-${media.id}`}
      selected={amount !== null && amount > 0}
      selectedLabel={t('portal.booklet.selected')}
      cover={media.fileImageObj && <Image src={media.fileImageObj.url} alt="" h={160} fit="cover" />}
    >
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text component="h3" fw={700}>
            {media.name}
          </Text>
          <Badge color={media.amountAvailable > 0 ? 'green' : 'orange'} variant="light" c="dark.9" style={{ flexShrink: 0 }}>
            {t('portal.media.available', { count: media.amountAvailable })}
          </Badge>
        </Group>
        <Text size="sm">{media.description}</Text>
        {media.format && (
          <Text size="sm" c="dimmed">
            {t('portal.media.format', { format: media.format })}
          </Text>
        )}
        <Text fw={showEarly ? 400 : 700} td={showEarly ? 'line-through' : undefined}>
          {t('portal.media.price', { price: format.money(amountToCents(media.price), currency) })}
        </Text>
        {showEarly && <Text fw={700}>{t('portal.media.priceEarly', { price: format.money(amountToCents(media.priceEarly), currency) })}</Text>}
        <NativeSelect
          label={t('portal.media.amount', { name: media.name })}
          data={options}
          value={amount === null ? '' : String(amount)}
          onChange={(event) => onAmountChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
          disabled={disabled || (media.amountAvailable === 0 && amount === null)}
          error={error}
          mt="auto"
        />
    </ChoiceCard>
  );
}
