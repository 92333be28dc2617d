import type { ReactNode } from 'react';
import classes from './key-value-list.module.css';

/** One property: its key and its value (text, a badge, an address, a link). */
export type KeyValue = readonly [key: string, value: ReactNode];

interface KeyValueListProps {
  /** Names the list as a group, where a page holds more than one and the reader looks one up by name. */
  label?: string;
  rows: readonly KeyValue[];
}

/**
 * The one way a record's properties are shown (the company, the stand, an offer's data, a document's dates): a
 * description list, the key dimmed beside its value where there is room and above it where there is not.
 */
export function KeyValueList({ label, rows }: KeyValueListProps) {
  return (
    <div className={classes.container} role={label ? 'group' : undefined} aria-label={label}>
      <dl className={classes.list}>
        {rows.map(([key, value]) => (
          <div key={key} className={classes.row}>
            <dt className={classes.key}>{key}</dt>
            <dd className={classes.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
