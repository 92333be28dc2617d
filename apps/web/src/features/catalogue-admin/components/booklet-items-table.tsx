import type { AdminBookletItem, BookletItemInput } from '@messeportal/domain';
import { Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { Money } from '../../../ui/money.tsx';
import { StackingTable } from '../../../ui/stacking-table.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { titleIn } from '../model/names.ts';
import { RowActions } from './row-actions.tsx';
import { useDefinitions } from './use-definitions.ts';

interface BookletItemsTableProps {
  items: AdminBookletItem[];
  currency: string;
  /** Writers' actions; without them the table is read only. */
  actions?: {
    edit: (item: AdminBookletItem) => void;
    remove: (item: AdminBookletItem, name: string) => void;
    move: (item: AdminBookletItem, delta: -1 | 1) => void;
    busy: boolean;
  };
}

type Column = 'title' | 'type' | 'price' | 'tab' | 'flags';

/** A booklet group's items in order: title, kind, price per unit, tab, and whether mandatory, in the configurator, hidden. */
export function BookletItemsTable({ items, currency, actions }: BookletItemsTableProps) {
  const { t } = useTranslation();
  const lang = langOf(useLocale());
  const itemTypes = useDefinitions('itemTypes');
  const units = useDefinitions('units');
  const column = (key: Column) => t(`catalogueAdmin.booklet.columns.${key}`);
  return (
    // Fixed columns line the groups' tables up under each other.
    <StackingTable minWidth={820} verticalSpacing="xs" layout="fixed" aria-label={column('title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{column('title')}</Table.Th>
          <Table.Th w="14%">{column('type')}</Table.Th>
          <Table.Th w="17%" ta="right">{column('price')}</Table.Th>
          <Table.Th w="15%">{column('tab')}</Table.Th>
          <Table.Th w="15%">{column('flags')}</Table.Th>
          {actions && <Table.Th w={150}>{t('catalogueAdmin.common.actions')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item, index) => {
          const name = titleIn(item, lang);
          return (
            <Table.Tr key={item.id}>
              <Table.Td data-label={column('title')} fw={600}>
                {name}
              </Table.Td>
              <Table.Td data-label={column('type')}>{itemTypes.labelOf(item.itemType)}</Table.Td>
              <Table.Td data-label={column('price')} ta="right">
                {item.price > 0 ? (
                  // One element: a phone's card line puts its label and one value at either end.
                  <span>
                    <Money cents={item.price} currency={currency} />
                    <Text span size="sm" c="dimmed">
                      {' '}
                      {item.priceCalculation === 'qm' ? t('catalogueAdmin.booklet.byQm') : item.unit === 'flat' ? units.labelOf(item.unit) : t('catalogueAdmin.booklet.perUnit', { unit: units.labelOf(item.unit) })}
                    </Text>
                  </span>
                ) : (
                  '–'
                )}
              </Table.Td>
              <Table.Td data-label={column('tab')}>{t(`catalogueAdmin.booklet.tabs.${item.tab as NonNullable<BookletItemInput['tab']>}`)}</Table.Td>
              <Table.Td data-label={column('flags')}>
                {item.isMandatory || item.isConfigurator || item.isHidden ? (
                  <Group gap={4}>
                    {item.isMandatory && <Badge variant="light" color={TONE_COLORS.neutral}>{t('catalogueAdmin.booklet.mandatory')}</Badge>}
                    {item.isConfigurator && <Badge variant="light" color={TONE_COLORS.neutral}>{t('catalogueAdmin.booklet.configurator')}</Badge>}
                    {item.isHidden && <Badge variant="light" color={TONE_COLORS.neutral}>{t('catalogueAdmin.booklet.hidden')}</Badge>}
                  </Group>
                ) : (
                  '–'
                )}
              </Table.Td>
              {actions && (
                <Table.Td data-label={t('catalogueAdmin.common.actions')}>
                  <RowActions
                    name={name}
                    onMove={{ up: index > 0 ? () => actions.move(item, -1) : undefined, down: index < items.length - 1 ? () => actions.move(item, 1) : undefined, busy: actions.busy }}
                    onEdit={() => actions.edit(item)}
                    onDelete={() => actions.remove(item, name)}
                  />
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </StackingTable>
  );
}
