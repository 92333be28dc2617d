import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './flow-choice-card.module.css';

interface ChoiceCardProps {
  /** Chosen (booked, a quantity above 0): the card shows it by its border, its tint and `selectedLabel`. */
  selected: boolean;
  /** What the chosen state is called on the card ("Gewählt"); said only while `selected`. */
  selectedLabel: string;
  /** A picture across the card's top (a medium's), decorative. */
  cover?: ReactNode;
  /** Pictures beside the content (a service's), from 36em on; below it under the content. */
  aside?: ReactNode;
  /** The card's element id (a step's links bring it into view). */
  id?: string;
  /** For the browser tests that find a card by what it is about (`media-12`). */
  testId?: string;
  children: ReactNode;
}

/**
 * One thing to choose in a Flow (ui/flow-*.tsx) — an advertising medium, a service of the booklet — as the
 * configurator and the portal's booklet and media pages show it alike: a card with its texts, its price and its
 * control (a quantity, a tick), which shows at a glance whether it is chosen.
 */
export function ChoiceCard({ selected, selectedLabel, cover, aside, id, testId, children }: ChoiceCardProps) {
  return (
    <Paper withBorder className={classes.card} id={id} data-testid={testId} data-selected={selected || undefined}>
      {cover && <div className={classes.cover}>{cover}</div>}
      <div className={classes.body}>
        <div className={classes.content}>
          {children}
          {selected && (
            <span className={classes.selected}>
              <span aria-hidden="true">✓ </span>
              {selectedLabel}
            </span>
          )}
        </div>
        {aside && <div className={classes.aside}>{aside}</div>}
      </div>
    </Paper>
  );
}
