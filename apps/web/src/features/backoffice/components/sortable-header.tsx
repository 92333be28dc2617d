import { Group, Table, UnstyledButton } from '@mantine/core';
import { ariaSort, type SortOrder } from '../model/aria-sort.ts';

interface SortableHeaderProps<Sort extends string> {
  column: Sort;
  label: string;
  query: SortOrder<Sort>;
  onSort: (column: Sort) => void;
  align?: 'left' | 'right';
}

const ARROWS = { ascending: '▲', descending: '▼', none: '↕' } as const;

/** A column header that sorts the list; `aria-sort` tells screen readers the order, the arrow shows it. */
export function SortableHeader<Sort extends string>({ column, label, query, onSort, align = 'left' }: SortableHeaderProps<Sort>) {
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
