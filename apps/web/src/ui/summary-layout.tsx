import type { ReactNode } from 'react';
import classes from './summary-layout.module.css';

interface SummaryLayoutProps {
  children: ReactNode;
  /** A `SummaryCard` (summary-layout-card.tsx): beside the content from 62em, kept in view; below it on narrower screens. */
  summary: ReactNode;
}

/**
 * A page or step whose content builds an order, with what it costs beside it (configurator, booklet, media).
 * Plain elements: the configurator's first visit shows it; the card comes with the summary's own chunk.
 */
export function SummaryLayout({ children, summary }: SummaryLayoutProps) {
  return (
    <div className={classes.layout}>
      <div className={classes.content}>{children}</div>
      {summary}
    </div>
  );
}
