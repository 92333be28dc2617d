import { Group, Table, UnstyledButton } from '@mantine/core';
import { ariaSort, type OfferListQuery, type OfferSort } from '../model/offer-list-query.ts';

interface SortableHeaderProps {
  column: OfferSort;
  label: string;
  query: OfferListQuery;
  onSort: (column: OfferSort) => void;
  align?: 'left' | 'right';
}

const ARROWS = { ascending: '▲', descending: '▼', none: '↕' } as const;

/** A column header that sorts the list; `aria-sort` tells screen readers the order, the arrow shows it. */
export function SortableHeader({ column, label, query, onSort, align = 'left' }: SortableHeaderProps) {
  const sort = ariaSort(query, column);
  return (
    <Table.Th aria-sort={sort} ta={align}>
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
          {label}
          <span aria-hidden="true" style={{ opacity: sort === 'none' ? 0.4 : 1 }}>
            {ARROWS[sort]}
          </span>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
