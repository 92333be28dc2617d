import { Paper, Title, type PaperProps } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './summary-layout.module.css';

interface SummaryCardProps extends Omit<PaperProps, 'title'> {
  title: string;
  /** Whether the title shows on a phone too (the configurator's bar there shows only its total). */
  titleOnPhone?: boolean;
  children: ReactNode;
}

/**
 * The summary of a `SummaryLayout`: a card named by its title, a landmark (complementary) of its own, which
 * sticks below the header while the content scrolls when wide.
 */
export function SummaryCard({ title, titleOnPhone = true, children, className, ...paper }: SummaryCardProps) {
  const titleId = useId();
  return (
    <Paper component="aside" withBorder shadow="sm" aria-labelledby={titleId} className={`${classes.card} ${className ?? ''}`} {...paper}>
      <Title order={2} size="h4" id={titleId} className={titleOnPhone ? undefined : classes.wideOnly}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
