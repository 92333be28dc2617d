import { Text, Title } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './public-frame.module.css';
import { TONE_COLORS, type Tone } from './tones.ts';

interface PublicFrameMessageProps {
  /** A 28 px icon; decorative, the title says the same. */
  icon: ReactNode;
  /** success: done; danger: failed; warning: not possible now; info: just so. */
  tone: Tone;
  /** The page's h1, e.g. "Seite nicht gefunden". */
  title: string;
  /** One sentence: what happened, or what to do. */
  text: ReactNode;
  /** Whether the sentence is news the reader waited for (a confirmation): then screen readers announce it. */
  announce?: boolean;
  /** The way on: one primary button, at most one quiet link beside it. */
  children: ReactNode;
}

/**
 * What an error or confirmation page says inside the public frame's card: an icon in its tone, a title, one
 * sentence and the way on. Plain elements: the route error page (part of the entry) shows it too.
 */
export function PublicFrameMessage({ icon, tone, title, text, announce, children }: PublicFrameMessageProps) {
  const color = TONE_COLORS[tone];
  const toneVars = { '--tone-background': `var(--mantine-color-${color}-light)`, '--tone-color': `var(--mantine-color-${color}-light-color)` } as CSSProperties;
  return (
    <div className={classes.message}>
      <span className={classes.icon} style={toneVars} aria-hidden>
        {icon}
      </span>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" role={announce ? 'status' : undefined}>
        {text}
      </Text>
      <div className={classes.actions}>{children}</div>
    </div>
  );
}
