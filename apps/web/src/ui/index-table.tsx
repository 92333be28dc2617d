import { Anchor, Table, Text, type TableProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { phoneOnlyClass, StackingTable } from './stacking-table.tsx';

interface IndexTableProps extends Omit<TableProps, 'captionSide'> {
  /** Below it the table scrolls sideways (on a tablet); on a phone its rows are two-line rows. */
  minWidth: number;
  /** What the table lists, for screen readers (the card around it shows it as its views and bar). */
  caption: string;
}

/**
 * An index list's table (the *Index* template, inside an `IndexCard`): rows that open their record
 * (`IndexRow`), the first cell a link (`IndexTitleCell`), money and counts in `data-numeric` cells, names that may
 * hold an over-long word in `data-wrap="anywhere"` cells, a row's
 * actions in one "…" menu (`IndexRowActions`); on a phone each row is two lines (see stacking-table.module.css).
 */
export function IndexTable({ minWidth, caption, children, ...tableProps }: IndexTableProps) {
  return (
    <StackingTable minWidth={minWidth} phone="rows" horizontalSpacing="md" verticalSpacing="sm" aria-label={caption} {...tableProps}>
      {children}
    </StackingTable>
  );
}

/** What a click inside a row does itself rather than open the row's record. */
const OWN_CLICK = 'a, button, input, select, textarea, label, [role="menuitem"], [role="button"]';

/**
 * A row that opens its record wherever it is clicked (a click on a control in it does that control's job, a
 * selection of text stays a selection); the keyboard reaches the record through the link in its title cell,
 * so no interactive element is nested in another.
 */
export function IndexRow({ to, onOpen, children }: { children: ReactNode } & ({ to: string; onOpen?: never } | { to?: never; onOpen: () => void })) {
  const navigate = useNavigate();
  const open = (event: MouseEvent<HTMLTableRowElement>) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    if ((event.target as Element).closest(OWN_CLICK)) return;
    if (window.getSelection()?.toString()) return;
    if (to) void navigate(to);
    else onOpen?.();
  };
  return (
    <Table.Tr data-href={to ?? ''} onClick={open}>
      {children}
    </Table.Tr>
  );
}

interface IndexTitleCellProps {
  /** The record's address; the cell's link, and with `IndexRow` the whole row's. */
  to?: string;
  /** Or what opens the record where it has no address (an exhibitor's document: its PDF), named `openLabel`. */
  onOpen?: () => void;
  openLabel?: string;
  /** The row's name: never cut, wrapped between words only. */
  title: ReactNode;
  /** A second line under the title, on every screen (e.g. the document's type). */
  detail?: ReactNode;
  /** The row's meta on a phone (wider, its columns show it): hall and stand, a date, a company. */
  phoneMeta?: ReactNode;
}

/** The first cell of an index row: the record's name as a link, a detail line, and on a phone the row's meta. */
export function IndexTitleCell({ to, onOpen, openLabel, title, detail, phoneMeta }: IndexTitleCellProps) {
  return (
    <Table.Td data-phone="title">
      {to ? (
        <Anchor component={Link} to={to} fw={600}>
          {title}
        </Anchor>
      ) : onOpen ? (
        <Anchor component="button" type="button" fw={600} onClick={onOpen} aria-label={openLabel} ta="start">
          {title}
        </Anchor>
      ) : (
        <Text span fw={600} inherit>
          {title}
        </Text>
      )}
      {detail && (
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      )}
      {phoneMeta && (
        <Text component="div" size="sm" c="dimmed" className={phoneOnlyClass}>
          {phoneMeta}
        </Text>
      )}
    </Table.Td>
  );
}
