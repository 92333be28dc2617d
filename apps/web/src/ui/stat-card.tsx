import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatCardProps {
  /** What is counted, e.g. "Registrations". */
  label: string;
  /** The figure: a formatted number, or a <Money>. */
  value: ReactNode;
  /** A line of context below the figure, e.g. "12 of them unconfirmed". */
  hint?: ReactNode;
}

/** One key figure of an overview; several side by side in a SimpleGrid. */
export function StatCard({ label, value, hint }: StatCardProps) {
  return (
    <Paper withBorder p="md">
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={28} fw={650} lh={1.2} mt={4} style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      {hint && (
        <Text size="sm" c="dimmed" mt={4}>
          {hint}
        </Text>
      )}
    </Paper>
  );
}
