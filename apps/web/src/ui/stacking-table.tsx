import { Table, type TableProps } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import classes from './stacking-table.module.css';

interface StackingTableProps extends TableProps {
  /** Below it the table scrolls sideways inside its container on a tablet or a phone held sideways. */
  minWidth: number;
}

/**
 * A table too wide for a phone: where its container holds its `minWidth` a table whose header row stays in
 * view below the app's header while a long list scrolls; narrower, it scrolls sideways inside its container
 * (a scroll container, where a header cannot stick to the page); narrower than 36em, each row is a card with
 * a line per cell. Give every data cell `data-label` (its column's name) for the cards.
 */
export function StackingTable({ minWidth, className, ...tableProps }: StackingTableProps) {
  const { ref, width } = useElementSize();
  const fits = width >= minWidth;
  const table = (
    <Table
      {...tableProps}
      className={[classes.table, className].filter(Boolean).join(' ')}
      stickyHeader={fits}
      stickyHeaderOffset="var(--app-shell-header-offset, 0rem)"
    />
  );
  return (
    <div ref={ref}>
      {fits ? (
        table
      ) : (
        <Table.ScrollContainer minWidth={minWidth} type="native" className={classes.scroll}>
          {table}
        </Table.ScrollContainer>
      )}
    </div>
  );
}
