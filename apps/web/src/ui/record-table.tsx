import { Table, Text, type TableProps } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiTexts } from './i18n/ui-texts.ts';
import classes from './record-table.module.css';

interface RecordTableProps extends TableProps {
  /** The width the table needs; narrower, it scrolls sideways with its first column fixed. */
  minWidth: number;
  /** Names the table (for a table without a caption). */
  label?: string;
}

/** Where a box's sideways scroll stands: scrolled away from its start, more beyond its end. */
const sideScrollOf = (box: HTMLElement) => ({ scrolled: box.scrollLeft > 1, more: box.scrollLeft + box.clientWidth < box.scrollWidth - 1 });

/** The table's scroll box and where its scroll stands, measured on scrolling and whenever the box or the table resizes. */
function useSideScroll() {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [state, setState] = useState({ scrolled: false, more: false });
  const measure = useCallback((element: HTMLElement) => {
    const next = sideScrollOf(element);
    setState((old) => (old.scrolled === next.scrolled && old.more === next.more ? old : next));
  }, []);
  useEffect(() => {
    if (!box) return;
    // An observer reports each size once when it starts, so this measures the box at once too.
    const observer = new ResizeObserver(() => measure(box));
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [box, measure]);
  return { setBox, measure, ...state };
}

/**
 * A table of a record's page (lines, services, documents): on a phone it keeps every column, scrolling sideways
 * with its first column fixed, a shadow at the edge where more columns wait and a hint under it.
 */
export function RecordTable({ minWidth, label, className, style, ...tableProps }: RecordTableProps) {
  useUiTexts();
  const { t } = useTranslation();
  const { setBox, measure, scrolled, more } = useSideScroll();
  const overflows = scrolled || more;
  return (
    <div>
      <div className={classes.frame} data-scrolled={scrolled || undefined} data-more={more || undefined}>
        <div
          ref={setBox}
          className={classes.scroll}
          onScroll={(event) => measure(event.currentTarget)}
          // A table that scrolls is reached by keyboard too (arrow keys scroll it).
          tabIndex={overflows ? 0 : undefined}
          role={overflows ? 'group' : undefined}
          aria-label={overflows ? (label ?? t('ui.record.table')) : undefined}
        >
          <Table {...tableProps} aria-label={label} className={[classes.table, className].filter(Boolean).join(' ')} style={[{ minWidth }, style]} />
        </div>
      </div>
      {overflows && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('ui.record.scrollHint')}
        </Text>
      )}
    </div>
  );
}
