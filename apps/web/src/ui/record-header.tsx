import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader, type Crumb } from './page-header.tsx';
import { RecordMenu, type RecordMenuItem } from './record-menu.tsx';
import classes from './record-header.module.css';

/** A figure of the header: what it is and its value (an amount, a date, a stand). */
export interface RecordFigure {
  label: string;
  value: ReactNode;
}

/** The record's one primary action: a button, or a link when it leads to another page. */
export interface RecordAction extends Pick<ButtonProps, 'loading' | 'disabled'> {
  label: string;
  onClick?: () => void;
}

interface RecordHeaderProps {
  /** The record's name, the page's one h1 (an invoice's number, a company). */
  title: ReactNode;
  subtitle?: ReactNode;
  breadcrumbs?: readonly Crumb[];
  /** Its state, a `StatusBadge`, beside the title. */
  status?: ReactNode;
  /** The one figure the record is about: an invoice's gross amount, a registration's stand. */
  keyFigure?: RecordFigure;
  /** Its dates and a few figures that go with it (issued, due, amount due). */
  figures?: readonly RecordFigure[];
  /** What the reader most likely does next, as a filled button; `ReactNode` for a button of its own (a link). */
  primary?: RecordAction | ReactNode;
  /** Everything else that can be done with it, destructive last: behind the "…" button. */
  menu?: readonly RecordMenuItem[];
}

const isAction = (primary: unknown): primary is RecordAction => typeof primary === 'object' && primary !== null && 'label' in primary && !('$$typeof' in primary);

/**
 * The top of a record's page (invoice, registration, offer): where it sits, its name and state, its key figure
 * and dates, its primary action and a "…" menu for the rest. On a phone the actions follow the title.
 */
export function RecordHeader({ title, subtitle, breadcrumbs, status, keyFigure, figures = [], primary, menu = [] }: RecordHeaderProps) {
  const action = isAction(primary) ? (
    <Button onClick={primary.onClick} loading={primary.loading} disabled={primary.disabled}>
      {primary.label}
    </Button>
  ) : (
    primary
  );
  const shown = [...(keyFigure ? [{ ...keyFigure, key: true }] : []), ...figures.map((figure) => ({ ...figure, key: false }))];
  return (
    <PageHeader
      title={title}
      subtitle={subtitle}
      breadcrumbs={breadcrumbs}
      status={status}
      actions={
        (action || menu.length > 0) && (
          <>
            {action}
            <RecordMenu items={menu} />
          </>
        )
      }
    >
      {shown.length > 0 && (
        <dl className={classes.figures}>
          {shown.map((figure) => (
            <div key={figure.label} className={figure.key ? `${classes.figure} ${classes.key}` : classes.figure}>
              <dt className={classes.label}>{figure.label}</dt>
              <dd className={classes.value}>{figure.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </PageHeader>
  );
}
