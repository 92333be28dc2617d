import type { AdminMedium } from '@messeportal/domain';
import { Badge, Group, Image, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { Money } from '../../../ui/money.tsx';
import { StackingTable } from '../../../ui/stacking-table.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { nameIn } from '../model/names.ts';
import { RowActions } from './row-actions.tsx';

interface MediaTableProps {
  media: AdminMedium[];
  currency: string;
  onEdit?: (medium: AdminMedium) => void;
  onDelete?: (medium: AdminMedium, name: string) => void;
}

type Column = 'group' | 'name' | 'price' | 'priceEarly' | 'stock' | 'state';

/** The event's media: group, name, prices, stock with what is sold and left, whether active and for whom. */
export function MediaTable({ media, currency, onEdit, onDelete }: MediaTableProps) {
  const { t } = useTranslation();
  const lang = langOf(useLocale());
  const column = (key: Column) => t(`catalogueAdmin.media.columns.${key}`);
  return (
    <StackingTable minWidth={900} verticalSpacing="sm" aria-label={t('catalogueAdmin.media.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{column('group')}</Table.Th>
          <Table.Th>{column('name')}</Table.Th>
          <Table.Th ta="right">{column('price')}</Table.Th>
          <Table.Th ta="right">{column('priceEarly')}</Table.Th>
          <Table.Th>{column('stock')}</Table.Th>
          <Table.Th>{column('state')}</Table.Th>
          {onEdit && <Table.Th>{t('catalogueAdmin.common.actions')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {media.map((medium) => {
          const name = nameIn(medium, lang);
          return (
            <Table.Tr key={medium.id}>
              <Table.Td data-label={column('group')}>{nameIn(medium.mediaGroup, lang)}</Table.Td>
              <Table.Td data-label={column('name')}>
                <Group gap="sm" wrap="nowrap">
                  {medium.image && <Image src={medium.image.thumbUrl} alt="" w={40} h={30} fit="contain" />}
                  <Text inherit fw={600}>
                    {name}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td data-label={column('price')} ta="right">
                <Money cents={medium.price} currency={currency} />
              </Table.Td>
              <Table.Td data-label={column('priceEarly')} ta="right">
                {medium.priceEarly > 0 ? <Money cents={medium.priceEarly} currency={currency} /> : t('catalogueAdmin.media.noEarly')}
              </Table.Td>
              <Table.Td data-label={column('stock')} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {t('catalogueAdmin.media.stockLine', { stock: medium.stock, sold: medium.sold, available: medium.available })}
              </Table.Td>
              <Table.Td data-label={column('state')}>
                <Group gap={4}>
                  <Badge variant="light" color={TONE_COLORS[medium.isActive ? 'success' : 'neutral']}>
                    {medium.isActive ? t('catalogueAdmin.media.active') : t('catalogueAdmin.media.inactive')}
                  </Badge>
                  <Badge variant="light" color={TONE_COLORS.neutral}>
                    {medium.isConfigurator ? t('catalogueAdmin.media.configurator') : t('catalogueAdmin.media.staffOnly')}
                  </Badge>
                </Group>
              </Table.Td>
              {onEdit && (
                <Table.Td data-label={t('catalogueAdmin.common.actions')}>
                  <RowActions name={name} onEdit={() => onEdit(medium)} onDelete={onDelete && (() => onDelete(medium, name))} />
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </StackingTable>
  );
}
