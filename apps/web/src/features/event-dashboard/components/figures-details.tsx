import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A chart's figures as a table, folded under the chart (a `details` element named `label`): the chart is what the
 * eye reads, the exact figures are one click away, and a phone is not made to scroll through both.
 */
export function FiguresDetails({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="details">
      <Text component="summary" size="sm" fw={500} style={{ cursor: 'pointer' }}>
        {label}
      </Text>
      <Box mt="xs">{children}</Box>
    </Box>
  );
}
