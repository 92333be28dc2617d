import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

interface ChartFigureProps {
  /** What the chart shows, as a sentence or list for screen readers (chartSummary). */
  summary: string;
  /** The chart, drawn without recharts' keyboard layer: the table beside it holds the same figures for everyone. */
  children: ReactNode;
}

/** A chart for the eye, one image with its text for screen readers; the figures follow as a table or list. */
export function ChartFigure({ summary, children }: ChartFigureProps) {
  return (
    <Box role="img" aria-label={summary}>
      {children}
    </Box>
  );
}
