import type { AdminMedium } from '@messeportal/domain';
import { Badge, Group, Image, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { Money } from '../../../ui/money.tsx';
import { IndexActionsHeader } from '../../../ui/index-row-actions.tsx';
import { IndexTable, IndexTitleCell } from '../../../ui/index-table.tsx';
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

/**
 * The event's media: name, group, prices, stock with what is sold and left, whether active and for whom; on a phone a
 * row is the name and its states, then its group and stock, and its price.
 */
export function MediaTable({ media, currency, onEdit, onDelete }: MediaTableProps) {
  const { t } = useTranslation();
  const lang = langOf(useLocale());
  const column = (key: Column) => t(`catalogueAdmin.media.columns.${key}`);
  return (
    <IndexTable minWidth={900} caption={t('catalogueAdmin.media.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{column('name')}</Table.Th>
          <Table.Th>{column('group')}</Table.Th>
          <Table.Th data-numeric>{column('price')}</Table.Th>
          <Table.Th data-numeric>{column('priceEarly')}</Table.Th>
          <Table.Th>{column('stock')}</Table.Th>
          <Table.Th>{column('state')}</Table.Th>
          {onEdit && <IndexActionsHeader />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {media.map((medium) => {
          const name = nameIn(medium, lang);
          const audience = medium.isConfigurator ? t('catalogueAdmin.media.configurator') : t('catalogueAdmin.media.staffOnly');
          const stock = t('catalogueAdmin.media.stockLine', { stock: medium.stock, sold: medium.sold, available: medium.available });
          return (
            <Table.Tr key={medium.id}>
              <IndexTitleCell
                title={
                  <>
                    {medium.image && (
                      <Image src={medium.image.thumbUrl} alt="" w={40} h={30} fit="contain" display="inline-block" mr="sm" visibleFrom="xs" style={{ verticalAlign: 'middle' }} />
                    )}
                    {name}
                  </>
                }
                phoneMeta={[nameIn(medium.mediaGroup, lang), audience, stock].join(' · ')}
              />
              <Table.Td>{nameIn(medium.mediaGroup, lang)}</Table.Td>
              <Table.Td data-numeric data-phone="amount">
                <Money cents={medium.price} currency={currency} />
              </Table.Td>
              <Table.Td data-numeric>
                {medium.priceEarly > 0 ? <Money cents={medium.priceEarly} currency={currency} /> : t('catalogueAdmin.media.noEarly')}
              </Table.Td>
              <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{stock}</Table.Td>
              <Table.Td data-phone="badge">
                <Group gap={4}>
                  <Badge variant="light" color={TONE_COLORS[medium.isActive ? 'success' : 'neutral']}>
                    {medium.isActive ? t('catalogueAdmin.media.active') : t('catalogueAdmin.media.inactive')}
                  </Badge>
                  {/* On a phone in the row's meta line: one badge leaves the name its width. */}
                  <Badge variant="light" color={TONE_COLORS.neutral} visibleFrom="xs">
                    {audience}
                  </Badge>
                </Group>
              </Table.Td>
              {onEdit && (
                <Table.Td data-phone="actions">
                  <RowActions name={name} onEdit={() => onEdit(medium)} onDelete={onDelete && (() => onDelete(medium, name))} />
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </IndexTable>
  );
}
