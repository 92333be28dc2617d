import { Table, type TableProps } from '@mantine/core';
import classes from './stacking-table.module.css';

interface StackingTableProps extends TableProps {
  /** Below it the table scrolls sideways inside its container on a tablet or a phone held sideways. */
  minWidth: number;
}

/**
 * A table too wide for a phone: from 36em on it scrolls sideways inside its container; narrower, each row is
 * a card with a line per cell. Give every data cell `data-label` (its column's name) for the cards.
 */
export function StackingTable({ minWidth, className, ...tableProps }: StackingTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" className={classes.scroll}>
      <Table {...tableProps} className={[classes.table, className].filter(Boolean).join(' ')} />
    </Table.ScrollContainer>
  );
}
