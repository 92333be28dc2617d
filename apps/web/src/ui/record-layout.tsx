import type { ReactNode } from 'react';
import classes from './record-layout.module.css';

interface RecordLayoutProps {
  /** What the record consists of and what happened to it: lines, related documents (once), the timeline. */
  main: ReactNode;
  /** Its properties (`KeyValueList`s in `Section`s) and the small forms that change one. */
  side?: ReactNode;
}

/** The body of a record's page under its `RecordHeader`: main column and side column from 62em, one column below. */
export function RecordLayout({ main, side }: RecordLayoutProps) {
  return (
    <div className={classes.layout}>
      <div className={classes.main}>{main}</div>
      {side && <div className={classes.side}>{side}</div>}
    </div>
  );
}
