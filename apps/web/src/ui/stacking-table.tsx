import { rem, Table, type TableProps } from '@mantine/core';
import { useElementSize, useResizeObserver } from '@mantine/hooks';
import type { CSSProperties } from 'react';
import classes from './stacking-table.module.css';

interface StackingTableProps extends TableProps {
  /** Below it the table scrolls sideways inside its container on a tablet or a phone held sideways. */
  minWidth: number;
  /**
   * Its form on a phone held upright (< 36em): `rows`, the index lists' two-line rows (cells marked
   * `data-phone="title" | "badge" | "amount" | "actions"`, every other cell left out); `cards` (default), a card
   * per row with a line per cell, each data cell naming its column in `data-label`.
   */
  phone?: 'rows' | 'cards';
}

/** Meta of a row shown in its title cell on a phone only (wider, it has columns of its own). */
export const phoneOnlyClass = classes.phoneOnly;

/**
 * The one table container: where its container holds its `minWidth` a table whose header row stays in view
 * below the app's header while a long list scrolls; narrower, it scrolls sideways inside its container (a
 * scroll container, where a header cannot stick to the page); narrower than 36em, rows or cards (`phone`).
 * Cells marked `data-numeric` (money, counts) are right-aligned with tabular figures and never wrap.
 */
export function StackingTable({ minWidth, phone = 'cards', className, ...tableProps }: StackingTableProps) {
  const { ref, width } = useElementSize();
  // In either form the table is as wide as its container or its content, whichever is wider: where the content
  // is wider than the container (long names, a narrow screen above `minWidth`), it scrolls instead of being cut.
  const [tableRef, tableRect] = useResizeObserver<HTMLTableElement>();
  const fits = width >= minWidth && tableRect.width <= width + 1;
  // One tree in both forms: the table keeps its rows when the first measurement (the width is 0 until then)
  // turns the scroll box off; a table moved into another parent would be built a second time.
  return (
    <div ref={ref} className={fits ? undefined : classes.scroll} style={{ '--table-min-width': rem(minWidth) } as CSSProperties}>
      <div className={fits ? undefined : classes.scrollInner}>
        <Table
          ref={tableRef}
          {...tableProps}
          className={[classes.table, classes[phone], className].filter(Boolean).join(' ')}
          stickyHeader={fits}
          stickyHeaderOffset="var(--app-shell-header-offset, 0rem)"
        />
      </div>
    </div>
  );
}
